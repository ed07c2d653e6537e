// Media files import as their URL (webpack asset/resource; a stub path in Jest).
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
