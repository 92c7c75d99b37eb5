export declare class SharedPageCache {
  constructor(ctx: object);
  get(key: string, ctx?: object): Promise<unknown>;
  set(key: string, data: unknown, ctx?: object): Promise<void>;
  revalidateTag(tag: string | string[]): Promise<void>;
}
