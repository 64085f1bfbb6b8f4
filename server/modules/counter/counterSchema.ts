import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * COUNTER's published 5.1 JSON schema (schema/README.md) compiled with ajv, for the tests that
 * check every SUSHI answer against it. Not used when serving: the answers are built to the schema
 * and the tests hold them to it.
 */
const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema', 'counter_api_5.1.0.1.json');

/**
 * 5.1.0.1's TR_Performance asks for at least two metrics, which refuses a title whose only use in
 * the months was a denial (No_License alone) although the Code of Practice reports it; the other
 * performance objects of the same kind (IR, DR database) ask for one. Corrected here to one
 * (ezcounter's harvester makes the same correction and notes it as due in the next release).
 */
function corrected(schema: { definitions: Record<string, { minProperties?: number }> }) {
  schema.definitions.TR_Performance.minProperties = 1;
  return schema;
}

let ajv: Ajv | null = null;

/** The validator of one definition of the schema (`TR`, `Status`, `Member`, `Exception_3030`, …). */
export function counterSchema(definition: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...corrected(JSON.parse(readFileSync(FILE, 'utf8'))), $id: 'counter51' });
  }
  const validate = ajv.getSchema(`counter51#/definitions/${definition}`);
  if (!validate) throw new Error(`no definition ${definition} in the COUNTER 5.1 schema`);
  return validate;
}

/** ajv's errors of the last validation, short enough to read in a failed expectation. */
export const schemaErrors = (validate: ValidateFunction) => (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
