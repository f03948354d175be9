export declare function withStaticPagePolicy(
  headers: Record<string, string | string[] | undefined> | undefined,
  html: string,
  env?: NodeJS.ProcessEnv,
): Record<string, string | string[] | undefined>;

declare const StaticPageCacheHandler: new (...args: unknown[]) => {
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
};
export default StaticPageCacheHandler;
