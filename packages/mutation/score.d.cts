import type { FileResultDictionary, MutantResult } from "mutation-testing-report-schema";

export type Figures = { score: number; killed: number; timeout: number; survived: number; noCoverage: number; valid: number; ignored: number };
export declare const bar: number;
export declare const figuresOf: (files: FileResultDictionary) => Figures;
export declare const mutantKey: (file: string, mutant: MutantResult) => string;
export declare const undetectedOf: (files: FileResultDictionary) => string[];
export declare const triagedOf: (shard: string) => Map<string, string>;
