import multipart from '@fastify/multipart';
import { UploadPurposeSchema } from '@forum/contract/account';
import { UPLOAD_MAX_BYTES } from '@forum/contract/account-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits, throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { endpoint } from '../http/endpoint.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { PictureQueue } from './picture-variants.ts';
import { saveUpload } from './upload-service.ts';

/** The refusal of an upload's `file` part: missing, too large or unreadable (the console's pictures too). */
export const fileError = (messageKey: 'required' | 'fileTooLarge' | 'malformedUpload') =>
  new AppError('validation', {
    fields: [
      {
        key: 'file',
        messageKey,
        ...(messageKey === 'fileTooLarge' ? { params: { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 } } : {}),
      },
    ],
  });

export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore; pictures: PictureQueue }> = async (
  app,
  { db, files, pictures },
) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });

  endpoint(
    app,
    'uploads.create',
    {
      tags: ['accounts'],
      summary: 'Upload a file (multipart: file, purpose avatar|logo|licence); checked by its content',
    },
    async (request, reply) => {
      const session = await request.getSession();
      if (!session) throw new AppError('unauthenticated');
      await throttle(db, `uploads:${session.user.id}`, limits.uploadsPerUser);
      if (!request.isMultipart()) throw fileError('required');
      let purpose = 'avatar';
      let file: { content: Buffer; name: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field' && part.fieldname === 'purpose') purpose = String(part.value);
          else if (part.type === 'file' && part.fieldname === 'file')
            file = { content: await part.toBuffer(), name: part.filename };
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (error) {
        // only the body is read here: whatever fails is the body's fault (no boundary, another boundary,
        // cut short, too many parts), never the server's
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('fileTooLarge');
        request.log.info({ err: error }, 'malformed multipart upload');
        throw fileError('malformedUpload');
      }
      const parsedPurpose = UploadPurposeSchema.safeParse(purpose);
      if (!parsedPurpose.success) {
        throw new AppError('validation', { fields: [{ key: 'purpose', messageKey: 'invalidOption' }] });
      }
      if (!file || file.content.length === 0) throw fileError('required');
      const upload = await saveUpload(db, files, pictures, {
        userId: session.user.id,
        purpose: parsedPurpose.data,
        content: file.content,
        originalName: file.name,
      });
      return reply.code(201).send({ data: { upload } });
    },
  );
};
