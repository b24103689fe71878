export declare function assertE2eDatabase(url: string | undefined): string;
export declare function serverUrl(url: string): string;
export declare function dropDatabase(url: string | undefined): Promise<void>;
