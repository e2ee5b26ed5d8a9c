/**
 * Reads an admin form: multipart (what the admin UI sends, with files) or JSON (no files). Image parts are
 * checked by content and stored as they stream in (`app.images.save` → 415/413), so memory holds one file at a
 * time; if anything fails afterwards the caller discards them with `discardImages`. Empty file parts — a
 * browser's way of saying "no file chosen" — are skipped. A form with a `check` has its fields validated before
 * any image is processed (decision 120): image parts that arrive before the checked field are held, unprocessed,
 * until the check has passed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BUSINESS } from '#domain/business-constants';
import { IMAGE_MESSAGES } from '#server/lib/images/storage';
import { AppError, badRequest, parseInput, payloadTooLarge } from '#server/errors';
import { discardImages } from './images';
import { assertStorableText } from '#server/lib/text-guard';

export type FileRule =
  | { kind: 'image'; folder: string; max: number; tooMany: string }
  | { kind: 'raw'; maxBytes: number; tooLarge: string };

export interface AdminForm {
  fields: Record<string, unknown>;
  /** Stored image URLs per field name, in the order they arrived. */
  images: Map<string, string[]>;
  /** Raw files per field name (e.g. the CSV). */
  raw: Map<string, Buffer>;
  /** The file name the browser gave each raw file. */
  rawNames: Map<string, string>;
  /** Every image stored while reading: discard them if the write does not commit. */
  saved: string[];
}

/** The fields' check of a form (ReadFormOptions.check): refuses bad fields by throwing, as a handler would. */
export interface FieldsCheck {
  /** The field whose arrival runs the check; without it, the check runs once the whole form is read. */
  field: string;
  run: (fields: Record<string, unknown>) => void;
}

export interface ReadFormOptions {
  /** How to treat a file part of this field name; null ignores the part. */
  fileRule: (fieldname: string) => FileRule | null;
  /** At most this many file parts (busboy's limit; beyond it → 413). */
  maxFiles: number;
  maxFileBytes?: number;
  /** Validates the fields before any image is processed (files sent before `check.field` wait for it). */
  check?: FieldsCheck;
}

const MB = 1024 * 1024;

function multipartError(
  err: unknown,
  options: ReadFormOptions,
  currentRule: FileRule | null,
): AppError | null {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    if (currentRule?.kind === 'raw') return payloadTooLarge(currentRule.tooLarge);
    return payloadTooLarge(
      IMAGE_MESSAGES.tooLarge(Math.round((options.maxFileBytes ?? BUSINESS.maxUploadImageBytes) / MB)),
    );
  }
  if (code === 'FST_FILES_LIMIT')
    return payloadTooLarge(`At most ${options.maxFiles} files can be sent at once.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return payloadTooLarge('The form has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('The form is not valid.');
  if (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    (err as { statusCode?: number }).statusCode === 400
  )
    return badRequest('The form could not be read. Please send it again.');
  return null;
}

export async function readAdminForm(
  app: FastifyInstance,
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<AdminForm> {
  const form: AdminForm = { fields: {}, images: new Map(), raw: new Map(), rawNames: new Map(), saved: [] };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body))
      form.fields = { ...(body as Record<string, unknown>) };
    return form;
  }
  const maxFileBytes = options.maxFileBytes ?? BUSINESS.maxUploadImageBytes;
  let currentRule: FileRule | null = null;
  // Errors while reading the request are the client's (a malformed or cut-off form); while storing, they are ours.
  let storing = false;
  // Image parts read before the fields' check has passed: stored only once it has.
  let checked = !options.check;
  const held: Array<{ field: string; data: Buffer; folder: string }> = [];
  const store = async (field: string, data: Buffer, folder: string) => {
    storing = true;
    const stored = await app.images.save(data, folder, { maxBytes: maxFileBytes });
    storing = false;
    form.saved.push(stored.url);
    form.images.set(field, [...(form.images.get(field) ?? []), stored.url]);
  };
  const runCheck = async () => {
    options.check!.run(form.fields);
    checked = true;
    for (const h of held.splice(0)) await store(h.field, h.data, h.folder);
  };
  try {
    const parts = request.parts({ limits: { files: options.maxFiles, fileSize: maxFileBytes } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw payloadTooLarge(`The field "${part.fieldname}" is too long.`);
        assertStorableText({ [part.fieldname]: part.value });
        // The first value of a repeated field wins; forms never repeat a text field on purpose.
        if (!(part.fieldname in form.fields)) form.fields[part.fieldname] = part.value;
        if (!checked && part.fieldname === options.check!.field) await runCheck();
        continue;
      }
      const rule = options.fileRule(part.fieldname);
      currentRule = rule;
      const data = await part.toBuffer();
      currentRule = null;
      if (!rule || data.length === 0) continue;
      if (rule.kind === 'raw') {
        if (data.length > rule.maxBytes) throw payloadTooLarge(rule.tooLarge);
        if (!form.raw.has(part.fieldname)) {
          form.raw.set(part.fieldname, data);
          form.rawNames.set(part.fieldname, part.filename);
        }
        continue;
      }
      const count =
        (form.images.get(part.fieldname)?.length ?? 0) +
        held.filter((h) => h.field === part.fieldname).length;
      if (count >= rule.max) throw badRequest(rule.tooMany);
      if (checked) await store(part.fieldname, data, rule.folder);
      else held.push({ field: part.fieldname, data, folder: rule.folder });
    }
    if (!checked) await runCheck();
    return form;
  } catch (err) {
    await discardImages(app, form.saved);
    const mapped = multipartError(err, options, currentRule);
    if (mapped) throw mapped;
    if (err instanceof AppError || storing) throw err;
    request.log.info({ reason: (err as Error).message }, 'unreadable multipart form');
    throw badRequest('The form could not be read. Please send it again.');
  }
}

/** The fields of a form that carries no files: JSON, or multipart with any file part ignored. */
export async function readFormFields(app: FastifyInstance, request: FastifyRequest) {
  return (await readAdminForm(app, request, { fileRule: () => null, maxFiles: 1 })).fields;
}

/** A form without files, checked by `schema` once read (a form's fields exist only then): 400 with its messages. */
export async function readFormInput<T extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: T,
): Promise<z.output<T>> {
  return parseInput(schema, await readFormFields(app, request));
}

/**
 * The `product` part of the product form: JSON text in multipart, an object or text in a JSON body, or — for a
 * JSON body without a `product` key — the body itself.
 */
export function productPayload(form: Pick<AdminForm, 'fields'>, invalid: string): unknown {
  const value = 'product' in form.fields ? form.fields.product : form.fields;
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(invalid);
  }
  assertStorableText(parsed);
  return parsed;
}

/** Runs the write that uses a form's uploads; if it fails, the uploads leave storage again. */
export async function withUploads<T>(
  app: FastifyInstance,
  form: AdminForm,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await discardImages(app, form.saved);
    throw err;
  }
}

/** A single-image field (category/subcategory `image`). */
export function singleImage(folder: string): FileRule {
  return { kind: 'image', folder, max: 1, tooMany: 'Please send one image.' };
}
