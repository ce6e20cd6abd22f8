import type { Extensions } from '@electric-sql/pglite';

export declare const extensions: Extensions;
