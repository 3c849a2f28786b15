import { describe, expect, it } from 'vitest';
import { checkComposition } from '../check';
import { fixtureText, loadFixture } from './fixtures';
import { importOpenApi, type ImportOptions, type ImportResult } from './import';
import { loadApiText } from './load';

async function imported(path: string, options: ImportOptions = {}, beside: string[] = []): Promise<ImportResult> {
  const result = importOpenApi(await loadFixture(path, beside), options);
  if (!result.ok) throw new Error(result.error);
  return result;
}

type Pack = {
  contents: { composition: { ingredients: { http: { base: string; connection: string } }[]; operations: any[] } }[];
  connection_hints?: unknown[];
};
const packOf = (r: ImportResult) => JSON.parse(r.text) as Pack;
const rows = (r: ImportResult) => r.operations.map((o) => [o.op, o.risk, o.approval, o.method, o.path_template]);

/** Every imported pack passes every publish check with no error, for the publisher it was made for. */
function expectPublishable(r: ImportResult, publisher = 'local') {
  const errors = checkComposition(r.text, { publisher }).findings.filter((f) => f.severity === 'error');
  expect(errors).toEqual([]);
}

describe('importing real API descriptions', () => {
  it('Swagger 2.0 YAML served over http only imports with --base, keeping basePath as the prefix', async () => {
    const r = await imported('petstore-expanded.yaml', { base: 'https://petstore.swagger.io' });
    expect(r.spec).toBe('Swagger 2.0');
    expect(rows(r)).toEqual([
      ['pet.list', 'read', 'never', 'GET', '/api/pets'],
      ['pet.get', 'read', 'never', 'GET', '/api/pets/{{pet_id}}'],
      ['pet.create', 'write', 'ask', 'POST', '/api/pets'],
      ['pet.delete', 'write', 'ask', 'DELETE', '/api/pets/{{pet_id}}'],
    ]);
    const [list, get, create, del] = packOf(r).contents[0].composition.operations;
    expect(packOf(r).contents[0].composition.ingredients[0].http).toEqual({
      base: 'https://petstore.swagger.io',
      connection: 'swagger',
    });
    expect(list.args).toEqual([
      { key: 'query.tags', type: 'array', description: 'Tags to filter by.' },
      { key: 'query.limit', type: 'integer', format: 'int32', description: 'Maximum number of results to return.' },
    ]);
    expect(list.idempotency).toBe('safe');
    expect(get.args[0]).toEqual({
      key: 'pet_id',
      type: 'integer',
      required: true,
      format: 'int64',
      description: 'ID of pet to fetch.',
    });
    expect(get.bind.response_json).toEqual({ unsafe_integers: 'string' });
    expect(create.args).toEqual([
      { key: 'body.name', type: 'string', required: true },
      { key: 'body.tag', type: 'string' },
    ]);
    expect(create.idempotency).toBeUndefined();
    expect(del.args[0]).toMatchObject({ key: 'pet_id', required: true, affects_target: true });
    expect(del.idempotency).toBe('idempotent');
    expect(packOf(r).connection_hints).toEqual([
      { connection: 'swagger', values: { 'config.base_url': 'https://petstore.swagger.io' } },
    ]);
    expectPublishable(r);
  });

  it('without --base, a document with only http servers gets one line saying so', async () => {
    const r = importOpenApi(await loadFixture('petstore-expanded.yaml'));
    expect(r).toEqual({
      ok: false,
      usage: true,
      error:
        'the document names only http servers (servers: http://petstore.swagger.io/api); give --base https://… to say where the API is',
    });
  });

  it('Swagger 2.0 whose $refs point at files beside it resolves them (allOf merged, parameters shared)', async () => {
    const r = await imported('petstore-separate/spec/swagger.json', { base: 'https://petstore.swagger.wordnik.com' }, [
      'Pet.json',
      'NewPet.json',
      'parameters.json',
      '../common/Error.json',
    ]);
    expect(rows(r).map((row) => row[0])).toEqual(['pet.list', 'pet.get', 'pet.create', 'pet.delete']);
    const create = packOf(r).contents[0].composition.operations[2];
    // NewPet.json is allOf [Pet.json, { required: [name], properties: { description } }]
    expect(create.args).toEqual([
      { key: 'body.id', type: 'integer', required: true, format: 'int64' },
      { key: 'body.name', type: 'string', required: true },
      { key: 'body.tag', type: 'string' },
      { key: 'body.description', type: 'integer', format: 'int64' },
    ]);
    expectPublishable(r);
  });

  it('a $ref to a file that was not given is one line naming the file', async () => {
    const loaded = await loadApiText(fixtureText('petstore-separate/spec/swagger.json'), 'swagger.json', {});
    expect(loaded).toEqual({
      ok: false,
      error:
        'a $ref points at "parameters.json", a file beside the document that was not given: add it with the document',
    });
  });

  it('OpenAPI 3.1 with webhooks: the path operations import, the webhooks are said and left alone', async () => {
    const r = await imported('webhook-example.yaml', { base: 'https://pets.example.com/v1' });
    expect(r.spec).toBe('OpenAPI 3.1.0');
    expect(rows(r)).toEqual([['pet.list', 'read', 'never', 'GET', '/v1/pets']]);
    expect(r.decisions).toContain('1 webhook(s) not imported: the API calls them, a pack does not');
    const [list] = packOf(r).contents[0].composition.operations;
    expect(list.bind).toEqual({
      kind: 'rest',
      method: 'GET',
      path_template: '/v1/pets',
      response_json: { unsafe_integers: 'string' },
    });
    expectPublishable(r);
  });

  it('OAuth 2 and a versioned server: the prefix moves into every path, the hint carries the OAuth endpoints', async () => {
    const r = await imported('lufthansa.json');
    expect(r.decisions[1]).toBe(
      'base https://api.lufthansa.com (origin-only) from the server https://api.lufthansa.com/v1; its prefix "/v1" starts every path_template',
    );
    expect(rows(r)).toEqual([
      ['aircraft.get', 'read', 'never', 'GET', '/v1/references/aircraft/{{aircraft_code}}'],
      ['airline.get', 'read', 'never', 'GET', '/v1/references/airlines/{{airline_code}}'],
      ['airport.get', 'read', 'never', 'GET', '/v1/references/airports/{{airport_code}}'],
      ['city.get', 'read', 'never', 'GET', '/v1/references/cities/{{city_code}}'],
      ['country.get', 'read', 'never', 'GET', '/v1/references/countries/{{country_code}}'],
      ['nearest.get', 'read', 'never', 'GET', '/v1/references/airports/nearest/{{latitude}},{{longitude}}'],
      ['flightstatus.get', 'read', 'never', 'GET', '/v1/operations/flightstatus/{{flight_number}}/{{date}}'],
      [
        'schedule.get',
        'read',
        'never',
        'GET',
        '/v1/operations/schedules/{{origin}}/{{destination}}/{{from_date_time}}',
      ],
      [
        'arrival.get',
        'read',
        'never',
        'GET',
        '/v1/operations/flightstatus/arrivals/{{airport_code}}/{{from_date_time}}',
      ],
      [
        'departure.get',
        'read',
        'never',
        'GET',
        '/v1/operations/flightstatus/departures/{{airport_code}}/{{from_date_time}}',
      ],
      [
        'flightstatus.route.get',
        'read',
        'never',
        'GET',
        '/v1/operations/flightstatus/route/{{origin}}/{{destination}}/{{date}}',
      ],
      ['shipment_tracking.get', 'read', 'never', 'GET', '/v1/cargo/shipmentTracking/{{a_wb_prefix}}-{{a_wb_number}}'],
    ]);
    expect(r.leftOut).toEqual([
      {
        operation: 'GET /cargo/getRoute/{origin}-{destination}/{fromDate}/{productCode}',
        reason: 'over the --ops 12 limit (read, cargo.route.get)',
      },
      { operation: 'GET /offers/lounges/{location}', reason: 'over the --ops 12 limit (read, lounge.get)' },
      {
        operation: 'GET /offers/seatmaps/{flightNumber}/{origin}/{destination}/{date}/{cabinClass}',
        reason: 'over the --ops 12 limit (read, seatmap.get)',
      },
    ]);
    expect(packOf(r).connection_hints).toEqual([
      {
        connection: 'lufthansa',
        values: {
          'config.base_url': 'https://api.lufthansa.com',
          'auth.authorize_url': 'https://api.lufthansa.com/v1/oauth/token',
          'auth.token_endpoint': 'https://api.lufthansa.com/v1/oauth/token',
        },
      },
    ]);
    // The document requires an Accept header on every call: JSON is what the composition reads.
    expect(packOf(r).contents[0].composition.operations[0].bind.static_headers).toEqual({ Accept: 'application/json' });
    expectPublishable(r);
  });

  it('an API key in the query is the connection’s, never an argument; list wrappers become result_path', async () => {
    const r = await imported('giphy.json', { publisher: 'acme' });
    expect(rows(r).map(([op, risk, , , path]) => [op, risk, path])).toEqual([
      ['gif.list', 'read', '/v1/gifs'],
      ['gif.get', 'read', '/v1/gifs/{{gif_id}}'],
      ['gif.search', 'read', '/v1/gifs/search'],
      ['gif.random', 'read', '/v1/gifs/random'],
      ['gif.trending', 'read', '/v1/gifs/trending'],
      ['gif.translate', 'read', '/v1/gifs/translate'],
      ['sticker.search', 'read', '/v1/stickers/search'],
      ['sticker.random', 'read', '/v1/stickers/random'],
      ['sticker.trending', 'read', '/v1/stickers/trending'],
      ['sticker.translate', 'read', '/v1/stickers/translate'],
    ]);
    const ops = packOf(r).contents[0].composition.operations;
    expect(ops.flatMap((o) => o.args.map((a: { key: string }) => a.key))).not.toContain('query.api_key');
    expect(ops.filter((o) => o.result_path).map((o) => [o.op, o.result_path])).toEqual([
      ['gif.list', 'data'],
      ['gif.search', 'data'],
      ['gif.trending', 'data'],
      ['sticker.search', 'data'],
      ['sticker.trending', 'data'],
    ]);
    expect(packOf(r).connection_hints).toEqual([
      {
        connection: 'giphy',
        values: { 'config.base_url': 'https://api.giphy.com' },
        setup_url: 'https://developers.giphy.com/docs/',
      },
    ]);
    expectPublishable(r, 'acme');
  });

  it('gives byte-identical output for the same document and options', async () => {
    const doc = await loadFixture('lufthansa.json');
    const again = await loadFixture('lufthansa.json');
    const a = importOpenApi(doc, { ops: 5, publisher: 'acme' });
    const b = importOpenApi(again, { ops: 5, publisher: 'acme' });
    expect(a.ok && b.ok && a.text === b.text).toBe(true);
  });
});
