import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../storage/file-store.ts';
import {
  countWaitingPictureJobs,
  failPictureJob,
  finishPictureJob,
  insertPictureJob,
  insertPictureJobUnlessPending,
  takePictureJob,
} from './picture-job-queries.ts';
import { makeVariants, type PictureQueue } from './picture-variants.ts';

/** How often a process looks for jobs another process queued (its own it starts at once). */
export const PICTURE_JOB_POLL_MS = 2_000;

export type PictureJobs = PictureQueue & {
  /**
   * Makes a stored picture's variants again, unless a job for it is pending: a width added to
   * `PICTURE_WIDTHS` after the picture was stored is missing until then (decision 068).
   */
  remake(key: string): Promise<void>;
  /** Resolves once no job is waiting or being made (tests; a shutdown waits for the job in hand). */
  drain(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The picture jobs of decision 067: a large upload answers once its largest fallback is kept and queues
 * its other variants in the database, where any process of the site takes them (one at a time per
 * process: sharp already uses every core for one picture). The process that queued a job starts on it at
 * once; the others look every {@link PICTURE_JOB_POLL_MS}, so a job queued by a process that stopped is
 * still done.
 */
export function createPictureJobs(options: {
  db: Db;
  files: FileStore;
  log?: Pick<FastifyBaseLogger, 'error'>;
  pollMs?: number;
}): PictureJobs {
  const { db, files } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function runAll(): Promise<void> {
    for (let job = await takePictureJob(db); job && !closed; job = await takePictureJob(db)) {
      try {
        await makeVariants(files, job.key);
        await finishPictureJob(db, job.id);
      } catch (error) {
        options.log?.error({ err: error, key: job.key }, 'picture variants failed');
        await failPictureJob(db, job.id, String(error));
      }
    }
  }

  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runAll()
      .catch((error) => options.log?.error({ err: error }, 'picture jobs could not be read'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? PICTURE_JOB_POLL_MS);
  timer.unref();

  return {
    async enqueue(key) {
      await insertPictureJob(db, key);
      void kick();
    },
    async remake(key) {
      if (await insertPictureJobUnlessPending(db, key)) void kick();
    },
    async drain() {
      // a job another process holds is waited for, not taken: look again shortly
      for (await kick(); (await countWaitingPictureJobs(db)) > 0; await kick()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
