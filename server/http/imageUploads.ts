import { DOMParser } from '@xmldom/xmldom';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import type { Upload } from './multipart.ts';

/** The operations that take an image in the multipart field `file`. */
export const IMAGE_UPLOAD_OPERATIONS = ['uploadOrganizationLogo', 'uploadProfilePhoto'] as const;
export const MAX_IMAGE_BYTES = 1024 * 1024;

export type ImageKind = 'png' | 'jpg' | 'svg';
/** The extensions a file name may end with (spec §5), and the kind each stands for. */
export type ImageExtension = 'png' | 'jpg' | 'jpeg' | 'svg';

const KIND_OF: Record<ImageExtension, ImageKind> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', svg: 'svg' };
const CONTENT_TYPE: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export interface CheckedImage {
  kind: ImageKind;
  contentType: string;
  content: Buffer;
}

function listOf(extensions: readonly string[]): string {
  const names = extensions.map((e) => `.${e}`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** Why the content is not an SVG image; undefined when it is one. */
function svgProblem(content: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return 'it is not UTF-8 text';
  }
  text = text.replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(text)) return 'it declares XML entities, which are not accepted';
  const problems: string[] = [];
  let root: { localName: string | null; tagName: string } | null = null;
  try {
    const parser = new DOMParser({ onError: (_level, message) => void problems.push(message) });
    root = parser.parseFromString(text, 'text/xml').documentElement;
  } catch (error) {
    if (problems.length === 0) problems.push((error as Error).message);
  }
  if (problems.length > 0) return `it is not well-formed XML (${firstLine(problems[0]!)})`;
  if (!root) return 'it holds no XML element';
  if (root.localName !== 'svg') return `its root element is <${root.tagName}>, not <svg>`;
  return undefined;
}

/**
 * The image, checked by name and by content: the extension must be one of `accepted`, and the
 * bytes must be what it says (PNG and JPEG signatures; an SVG must parse as XML with an <svg>
 * root). Anything else is a 400 naming the file and why.
 */
export function checkImage(upload: Upload, accepted: readonly ImageExtension[], what: string): CheckedImage {
  const name = upload.fileName || 'The file';
  const quoted = upload.fileName ? `'${upload.fileName}'` : name;
  const extension = /\.([A-Za-z0-9]+)$/.exec(upload.fileName)?.[1]?.toLowerCase() as ImageExtension | undefined;
  if (!extension || !accepted.includes(extension)) {
    throw new ApiError(400, `${quoted} cannot be the ${what}: only ${listOf(accepted)} files are accepted.`);
  }
  if (upload.truncated || upload.content.length > MAX_IMAGE_BYTES) {
    throw new ApiError(400, `${quoted} is larger than 1 MB, the limit for the ${what}.`);
  }
  if (upload.content.length === 0) throw new ApiError(400, `${quoted} is empty.`);
  const kind = KIND_OF[extension];
  const { content } = upload;
  if (kind === 'png' && !content.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new ApiError(400, `${quoted} is not a PNG image: its content does not begin with the PNG signature.`);
  }
  if (kind === 'jpg' && !content.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    throw new ApiError(400, `${quoted} is not a JPEG image: its content does not begin with the JPEG signature.`);
  }
  if (kind === 'svg') {
    const problem = svgProblem(content);
    if (problem) throw new ApiError(400, `${quoted} is not an SVG image: ${problem}.`);
  }
  return { kind, contentType: CONTENT_TYPE[kind], content };
}

/** The one image of a multipart upload in the field `file`, checked as `checkImage` says. */
export function readImageUpload(
  request: FastifyRequest,
  accepted: readonly ImageExtension[],
  what: string,
): CheckedImage {
  if (!request.isMultipart()) {
    throw new ApiError(415, "Send the image as multipart/form-data, in the field 'file'.");
  }
  const [field] = Object.keys((request.body ?? {}) as Record<string, string>);
  if (field !== undefined) throw new ApiError(400, `'${field}' is not an accepted field.`);
  const upload = request.upload;
  if (!upload) throw new ApiError(400, "'file' is required: send one image file.");
  if (upload.field !== 'file') throw new ApiError(400, `'${upload.field}' is not an accepted field.`);
  return checkImage(upload, accepted, what);
}
