export declare function showsFault(data: unknown): boolean;
