import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pixDrift, type Doc } from './support/pix-drift.ts';

const openapiDir = path.resolve(import.meta.dirname, '../../openapi');
const referencePath = path.join(openapiDir, 'reference/bcb-api-pix-2.9.0.yaml');
// bacen/pix-api release 2.9.0, as shipped in ../shared/reference/pix-api/openapi.yaml.
const REFERENCE_SHA256 = '4047ae07a639dea4c13cdb60f79e2b849b4825aa6ebebbe96938b9a22d9f1ca8';
// Present on a developer's machine, absent from a clean clone (CI): checked only when there.
const sharedPath = path.resolve(openapiDir, '../../shared/reference/pix-api/openapi.yaml');

const referenceBytes = readFileSync(referencePath);
const reference = parse(referenceBytes.toString('utf8')) as Doc;
const pixSource = readFileSync(path.join(openapiDir, 'pix.yaml'), 'utf8');
const pix = () => parse(pixSource) as Doc;

type Node = Record<string, unknown>;
/** The node at a dotted path: 'paths./cob.get' is paths → /cob → get; array indexes work too. */
const node = (doc: Doc, dotted: string) =>
  dotted.split('.').reduce<Node>((parent, key) => parent[key] as Node, doc);
const list = (doc: Doc, dotted: string) => node(doc, dotted) as unknown as unknown[];

/** The Pix contract with one edit applied, for the mutation cases. */
function mutated(edit: (doc: Doc) => void): Doc {
  const doc = pix();
  edit(doc);
  return doc;
}

describe('openapi/reference: the Banco Central API Pix 2.9.0', () => {
  it('is the published file, byte for byte', () => {
    expect(createHash('sha256').update(referenceBytes).digest('hex')).toBe(REFERENCE_SHA256);
  });

  it.runIf(existsSync(sharedPath))('matches the shared reference copy', () => {
    expect(readFileSync(sharedPath).equals(referenceBytes)).toBe(true);
  });
});

describe('openapi/pix.yaml: Maré’s subset of the standard', () => {
  it('declares what the standard declares, the same way', () => {
    expect(pixDrift(pix(), reference)).toEqual([]);
  });

  it('covers every operation Maré calls, and the callback it receives', () => {
    const doc = pix() as { paths: Record<string, object>; webhooks: Record<string, object> };
    const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
        .map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations.sort()).toEqual([
      'GET /cob',
      'GET /cob/{txid}',
      'GET /pix/{e2eid}/devolucao/{id}',
      'POST /oauth/token',
      'PUT /cob/{txid}',
      'PUT /pix/{e2eid}/devolucao/{id}',
      'PUT /webhook/{chave}',
    ]);
    expect(Object.keys(doc.webhooks)).toEqual(['pix']);
  });

  // Each edit a careless hand could make; the check must name it.
  const cases: [string, (doc: Doc) => void, string][] = [
    [
      'a txid pattern',
      (d) => (node(d, 'components.schemas.TxId').pattern = '[a-zA-Z0-9]{1,35}'),
      'components.schemas.TxId.pattern',
    ],
    [
      'a required list',
      (d) => list(d, 'components.schemas.Devolucao.required').pop(),
      'components.schemas.Devolucao.required',
    ],
    [
      'an enum value',
      (d) => list(d, 'components.schemas.CobrancaStatus.enum').push('EXPIRADA'),
      'components.schemas.CobrancaStatus.enum',
    ],
    [
      'a format',
      (d) => (node(d, 'components.schemas.Pix.properties.horario').format = 'date'),
      'components.schemas.Pix.properties.horario.format',
    ],
    [
      'a type',
      (d) => (node(d, 'components.schemas.CobValor.properties.original').type = 'number'),
      'components.schemas.CobValor.properties.original.type',
    ],
    [
      'a dropped pattern',
      (d) => delete node(d, 'components.schemas.EndToEndId').pattern,
      'components.schemas.EndToEndId.pattern: missing',
    ],
    [
      'a property the standard lacks',
      (d) => (node(d, 'components.schemas.Pix.properties').pagador = { type: 'string' }),
      'components.schemas.Pix.properties.pagador: not in the standard',
    ],
    [
      'a schema the standard lacks',
      (d) => (node(d, 'components.schemas').CobMare = { type: 'object' }),
      'components.schemas.CobMare: not in the standard',
    ],
    [
      'a path the standard lacks',
      (d) => (node(d, 'paths')['/cob/{txid}/pagar'] = node(d, 'paths./cob/{txid}')),
      'paths./cob/{txid}/pagar: not in the standard',
    ],
    [
      'an OAuth2 scope',
      (d) => (node(d, 'paths./cob.get.security.0').OAuth2 = ['cob.write']),
      'paths./cob.get.security[0].OAuth2[0]',
    ],
    [
      'a missing mTLS requirement',
      (d) => delete node(d, 'paths./cob/{txid}.put.security.0').mTLS,
      'paths./cob/{txid}.put.security[0]: no mTLS requirement',
    ],
    [
      'an error response',
      (d) =>
        (node(d, 'components.responses.NaoEncontrado.content.application/problem+json').schema =
          {}),
      'components.responses.NaoEncontrado.content.application/problem+json.schema',
    ],
    [
      'the callback body',
      (d) =>
        (node(d, 'webhooks.pix.post').requestBody = { $ref: '#/components/requestBodies/CobBody' }),
      'webhooks.pix.post.requestBody.$ref',
    ],
    [
      'a description',
      (d) => (node(d, 'components.schemas.Problema.properties.title').description = 'Resumo.'),
      'components.schemas.Problema.properties.title.description',
    ],
    [
      'an error section',
      (d) => {
        const info = node(d, 'info');
        info.description = String(info.description).replace('### `CobNaoEncontrado`', '### `X`');
      },
      'info.description: section "## Tag Cob"',
    ],
  ];
  it.each(cases)('names a changed or added %s', (_, edit, expected) => {
    const problems = pixDrift(mutated(edit), reference);
    expect(problems.some((line) => line.startsWith(expected))).toBe(true);
  });
});
