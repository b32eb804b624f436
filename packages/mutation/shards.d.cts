import type { MutationTestResult } from "mutation-testing-report-schema";

export declare const root: string;
export declare const shards: Readonly<Record<string, readonly string[]>>;
export declare const shardNames: readonly string[];
export declare const filesOf: (shard: string) => string[];
export declare const incrementalPath: (shard: string) => string;
export declare const workingPath: (shard: string) => string;
export declare const notesPath: (shard: string) => string;
export declare const reportOf: (shard: string) => MutationTestResult | undefined;
export declare const staleness: (shard: string, report?: MutationTestResult) => string | undefined;
