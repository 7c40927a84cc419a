/** What a form hands over for a record: any of its fields, as inputs hold them (numbers may still be text). */
export type FormValues<T> = { [K in keyof T]?: unknown } & Record<string, unknown>;
