import type { Request, Response } from 'express';
import type { DemoFile, DemoRequest, DemoResponse, Fields } from '../core/types';

function toFields(value: unknown): Fields {
  const fields: Fields = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(item) ? item : [item];
    fields[key] = list.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)));
  }
  return fields;
}

/** Query strings are parsed here, not by express, so `seriesid[]=1&seriesid[]=2` keeps its literal name. */
function queryOf(url: string): Fields {
  const fields: Fields = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) (fields[key] ??= []).push(value);
  return fields;
}

/** An express request (after multer and urlencoded parsing) as a DemoRequest; `path` is below the base URL. */
export function toDemoRequest(req: Request): DemoRequest {
  const files: Record<string, DemoFile[]> = {};
  const uploaded = Array.isArray(req.files) ? req.files : [];
  for (const file of uploaded) {
    (files[file.fieldname] ??= []).push({
      name: file.originalname,
      size: file.size,
      type: file.mimetype,
    });
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  let path = req.path;
  try {
    path = decodeURI(req.path);
  } catch {
    // Keep the raw path when it is not valid percent-encoding.
  }
  return {
    method: req.method,
    path,
    query: queryOf(req.originalUrl),
    form: toFields(req.body),
    files,
    headers,
  };
}

/** Writes a DemoResponse; status 0 drops the connection, like a server that is gone. */
export function sendDemoResponse(res: Response, response: DemoResponse): void {
  if (response.status === 0) {
    res.socket?.destroy();
    return;
  }
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (response.body === '') res.end();
  else res.send(response.body);
}
