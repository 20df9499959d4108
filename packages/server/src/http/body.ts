import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';

/** Requests whose multipart body is being read right now (see {@link installBodyParsing}). */
const readingMultipart = new WeakSet<FastifyRequest>();

/**
 * Whether the request's error was raised while its multipart body was being read. Busboy's
 * complaints about a malformed body ("Unexpected end of multipart data", "Multipart: Boundary
 * not found" …) are plain `Error`s without a status: this is how the error handler tells them
 * from a real server fault and answers 400 instead of 500.
 */
export function failedReadingBody(request: FastifyRequest): boolean {
  return readingMultipart.has(request);
}

export interface BodyLimits {
  /** Largest file part, in bytes (avatars: 2 MB). */
  fileSize: number;
}

/**
 * The request bodies the API takes: multipart forms (`@fastify/multipart`, fields attached to
 * the body as values, file parts as `File` objects for the shared schemas) and JSON. Anything
 * else, `text/plain` included, is refused with 415 before a route sees it.
 *
 * The multipart hook is bracketed by two hooks of our own, so an error raised while it reads the
 * body is known to come from the client's bytes (see {@link failedReadingBody}).
 */
export async function installBodyParsing(app: FastifyInstance, limits: BodyLimits): Promise<void> {
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) readingMultipart.add(request);
    done();
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: limits.fileSize, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 40 },
    // Hand files to the shared schemas as File objects (api's fileSchema checks for a Blob).
    async onFile(part) {
      const buffer = await part.toBuffer();
      // Only a route that keeps oversized files (add-route.ts `multipart`: throwFileSizeLimit
      // false) sees a truncated one: it gets a part one byte over the cap, so its size check
      // refuses it naming the field, and the cut bytes are never taken for the whole file.
      const bytes = part.file.truncated ? [buffer, new Uint8Array(1)] : [buffer];
      (part as unknown as { value: unknown }).value = new File(bytes, part.filename, {
        type: part.mimetype,
      });
    },
  });
  app.addHook('preValidation', (request, _reply, done) => {
    readingMultipart.delete(request);
    done();
  });
}
