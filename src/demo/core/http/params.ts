import type { DemoRequest, Fields } from '../types';
import { badRequest } from './errors';

const INTEGER = /^-?\d+$/;

/**
 * Reads parameters the way flask-restx does for Bazarr: GET from the query string, writes from the query
 * or the form body. A list name is read with and without its `[]` (`seriesid[]=1` or `seriesid=1&seriesid=2`).
 */
export class Params {
  private readonly fields: Fields;

  constructor(request: DemoRequest) {
    this.fields = { ...(request.query ?? {}) };
    for (const [name, values] of Object.entries(request.form ?? {})) {
      this.fields[name] = [...(this.fields[name] ?? []), ...values];
    }
  }

  has(name: string): boolean {
    return this.all(name).length > 0;
  }

  /** Every value of a name, with or without `[]`. */
  all(name: string): string[] {
    return [...(this.fields[name] ?? []), ...(this.fields[`${name}[]`] ?? [])];
  }

  string(name: string): string | undefined {
    return this.all(name)[0];
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined || value === '') throw badRequest(`Missing parameter: ${name}`);
    return value;
  }

  int(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    return toInt(name, value);
  }

  requiredInt(name: string): number {
    const value = this.int(name);
    if (value === undefined) throw badRequest(`Missing parameter: ${name}`);
    return value;
  }

  ints(name: string): number[] {
    return this.all(name)
      .filter((value) => value !== '')
      .map((value) => toInt(name, value));
  }

  /** 'True'/'true' is true, anything else false (Bazarr's Python booleans are strings). */
  bool(name: string): boolean {
    return (this.string(name) ?? '').toLowerCase() === 'true';
  }

  /** Paging as Bazarr reads it: start (default 0) and length (default -1, all). */
  page(): { start: number; length: number } {
    return { start: Math.max(0, this.int('start') ?? 0), length: this.int('length') ?? -1 };
  }

  entries(): [string, string[]][] {
    return Object.entries(this.fields);
  }
}

function toInt(name: string, value: string): number {
  if (!INTEGER.test(value.trim()))
    throw badRequest(`Parameter ${name} must be an integer, got '${value}'`);
  return Number.parseInt(value, 10);
}

/** Slices a list the way Bazarr pages it: length -1 (or below 1) means everything from start. */
export function pageOf<T>(items: readonly T[], start: number, length: number): T[] {
  return length > 0 ? items.slice(start, start + length) : items.slice(start);
}
