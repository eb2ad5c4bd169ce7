import type { EndpointName } from '@forum/contract/endpoint-paths';
import type { Locale } from '@forum/contract/locale';
import type { AuthUser } from '../auth/sessions.ts';
import { type AnswerOf, type ApiInstance, type PersonalHandler, personalEndpoint, staffOf } from '../http/endpoint.ts';
import type { ConsoleDeps } from './console-deps.ts';

type RequestOf<N extends EndpointName> = Parameters<PersonalHandler<N>>[0];
type QueryOf<N extends EndpointName> = RequestOf<N> extends { query: infer Q } ? Q : never;
type BodyOf<N extends EndpointName> = RequestOf<N> extends { body: infer B } ? B : never;
type Staff = Pick<AuthUser, 'id' | 'email'>;

/**
 * A kind of record's list and its four calls, each typed by the entry of the table it answers; each is
 * given the caller's language last (a call that answers in both languages need not read it).
 */
export type RecordCalls<
  L extends EndpointName,
  G extends EndpointName,
  C extends EndpointName,
  U extends EndpointName,
  R extends EndpointName,
> = {
  list: (query: QueryOf<L>, locale: Locale) => Promise<AnswerOf<L>>;
  get: (id: number, locale: Locale) => Promise<AnswerOf<G>>;
  create: (staff: Staff, body: BodyOf<C>, locale: Locale) => Promise<AnswerOf<C>>;
  update: (staff: Staff, id: number, body: BodyOf<U>, locale: Locale) => Promise<AnswerOf<U>>;
  remove: (staff: Staff, id: number, locale: Locale) => Promise<AnswerOf<R>>;
};

/** A list and the records of a kind whose calls take the console's deps first, as `RecordCalls`. */
export function withDeps<Q, LA, GA, CB, CA, UB, UA, RA>(
  deps: ConsoleDeps,
  list: (deps: ConsoleDeps, query: Q) => Promise<LA>,
  records: {
    get: (deps: ConsoleDeps, id: number) => Promise<GA>;
    create: (deps: ConsoleDeps, staff: Staff, body: CB) => Promise<CA>;
    update: (deps: ConsoleDeps, staff: Staff, id: number, body: UB) => Promise<UA>;
    remove: (deps: ConsoleDeps, staff: Staff, id: number) => Promise<RA>;
  },
) {
  return {
    list: (query: Q) => list(deps, query),
    get: (id: number) => records.get(deps, id),
    create: (staff: Staff, body: CB) => records.create(deps, staff, body),
    update: (staff: Staff, id: number, body: UB) => records.update(deps, staff, id, body),
    remove: (staff: Staff, id: number) => records.remove(deps, staff, id),
  };
}

/** An endpoint of the table and its OpenAPI summary. */
type Named<N extends EndpointName> = readonly [name: N, summary: string];

/**
 * The five endpoints of a kind of record the console lists and edits through one form (an event, a
 * page, a question of the FAQ …), registered in this order: its list, one record as its form edits it,
 * create, save, delete. Each is a `personalEndpoint` of its own entry (permission, schemas, status);
 * the saving ones pass the staff member the entry's permission was checked for.
 *
 * ```ts
 * recordEndpoints(app, ['console'], withDeps(deps, listFaqs, faqRecords), [
 *   ['admin.faqs', 'Questions of the FAQ, in their order'],
 *   ['admin.faq', 'A question as its form edits it'],
 *   ['admin.createFaq', 'Add a question to the FAQ'],
 *   ['admin.updateFaq', 'Save a question (stale-checked)'],
 *   ['admin.deleteFaq', 'Delete a question'],
 * ]);
 * ```
 */
export function recordEndpoints<
  L extends EndpointName,
  G extends EndpointName,
  C extends EndpointName,
  U extends EndpointName,
  R extends EndpointName,
>(
  app: ApiInstance,
  tags: readonly string[],
  calls: RecordCalls<L, G, C, U, R>,
  [list, get, create, update, remove]: readonly [Named<L>, Named<G>, Named<C>, Named<U>, Named<R>],
): void {
  // the entries are generic here: their request is read through the fields each of them has by its type above
  type Loose = { params: { id: number }; query: never; body: never };
  const loose = (request: unknown) => request as Loose;
  personalEndpoint(app, list[0], { tags, summary: list[1] }, async (request) =>
    calls.list(loose(request).query, request.locale),
  );
  personalEndpoint(app, get[0], { tags, summary: get[1] }, async (request) =>
    calls.get(loose(request).params.id, request.locale),
  );
  personalEndpoint(app, create[0], { tags, summary: create[1] }, async (request) =>
    calls.create(staffOf(request), loose(request).body, request.locale),
  );
  personalEndpoint(app, update[0], { tags, summary: update[1] }, async (request) =>
    calls.update(staffOf(request), loose(request).params.id, loose(request).body, request.locale),
  );
  personalEndpoint(app, remove[0], { tags, summary: remove[1] }, async (request) =>
    calls.remove(staffOf(request), loose(request).params.id, request.locale),
  );
}
