// The package's own typings are not reachable through its "exports".
declare module '@ungap/url-search-params' {
  const SearchParams: typeof URLSearchParams;
  export default SearchParams;
}
