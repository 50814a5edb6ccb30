/**
 * A data file as `JSON.parse` returns it, before any schema has read it: what tests edit to make
 * shipped data wrong on purpose (a field deleted, a value of the wrong kind), which no schema type
 * would let them write.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON.parse's own result type, kept so edits can break the schema
export type RawJson = any;
