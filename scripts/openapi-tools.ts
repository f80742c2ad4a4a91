/**
 * The OpenAPI checks nobody here wrote, in one place for the audit script and the tests:
 * @apidevtools/swagger-parser validates the document against the OpenAPI 3.1 schema, and
 * Redocly's linter runs the rules of its CLI's default configuration ("recommended").
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';

export type LintFigures = {
  errors: number;
  warnings: number;
  byRule: Record<string, { errors: number; warnings: number }>;
  problems: NormalizedProblem[];
};

/** Redocly's lint with the `recommended` rules (what `redocly lint` runs without a config file). */
export async function redoclyLint(document: unknown): Promise<LintFigures> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  const byRule: LintFigures['byRule'] = {};
  let errors = 0;
  let warnings = 0;
  for (const p of problems) {
    const rule = (byRule[p.ruleId] ??= { errors: 0, warnings: 0 });
    if (p.severity === 'error') {
      errors++;
      rule.errors++;
    } else if (p.severity === 'warn') {
      warnings++;
      rule.warnings++;
    }
  }
  return { errors, warnings, byRule, problems };
}

/** Validates against the OpenAPI schema and resolves every $ref; throws with the reason when invalid. */
export async function swaggerParserValidate(document: unknown): Promise<OpenAPIV3_1.Document> {
  // The parser dereferences in place: give it a copy.
  return (await SwaggerParser.validate(structuredClone(document) as OpenAPIV3_1.Document)) as OpenAPIV3_1.Document;
}

/** Where the generated client types live (not committed: made before tsc and ESLint read them, decision 064). */
export const CLIENT_TYPES_FILE = 'tests/generated/openapi.gen.ts';

/** TypeScript types of the document, by openapi-typescript, for openapi-fetch's typed client. */
export async function clientTypes(document: OpenAPI3): Promise<string> {
  const header = '// Generated from /api/openapi.json by openapi-typescript: npm run openapi:client-types. Do not edit.\n';
  return header + astToString(await openapiTS(document, { alphabetize: true }));
}
