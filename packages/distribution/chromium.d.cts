export declare const chromiumPath: string | undefined;
export declare const browserRequired: boolean;
export declare const chromiumArgs: string[];
