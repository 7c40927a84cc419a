// The WHATWG URL class, a global in browsers and in Node alike: the one web API this
// environment-neutral package uses (its tsconfig loads neither the DOM's nor Node's types).
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: { get(name: string): string | null };
}
