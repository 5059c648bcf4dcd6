/** Values an endpoint may send; arrays are repeated per item (docs/behaviour.md §7). */
export type FormValue = string | number | boolean | Blob | null | undefined;
export type FormBody = Record<string, FormValue | readonly FormValue[]>;
export type QueryParams = Record<
  string,
  string | number | boolean | undefined | readonly (string | number)[]
>;

// Duck-typed: jsdom and Node each have their own File class.
function fileName(blob: Blob): string | undefined {
  const name = (blob as Partial<File>).name;
  return typeof name === 'string' ? name : undefined;
}

function appendValue(form: FormData, key: string, value: FormValue): void {
  if (value === undefined) return;
  if (value instanceof Blob) form.append(key, value, fileName(value));
  else form.append(key, value === null ? '' : String(value));
}

/** Form-data body: array values are appended once per item, an empty array as an empty string. */
export function toFormData(body: FormBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(key, '');
      else for (const item of value as readonly FormValue[]) appendValue(form, key, item);
    } else {
      appendValue(form, key, value as FormValue);
    }
  }
  return form;
}

/** Query string: names keep the `[]` the endpoint gives them (`seriesid[]=1&seriesid[]=2`). */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}
