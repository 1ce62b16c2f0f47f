#!/usr/bin/env node
// The locale files' own tool (packages/i18n/locales/<language>/<namespace>.json; English is the source).
//
//   npm run i18n -- add <namespace> <dotted.key> "English text"
//       Adds the key to the English file of the namespace and to the same file of every other language, holding
//       the English text: that is how an untranslated key looks (the report lists it until someone translates it).
//   npm run i18n -- report [language…] [--all] [--json] [--strict]
//       Per language and namespace: keys English has and the language lacks (missing), keys it has and English
//       lacks (extra), and texts still identical to English (untranslated) unless made only of words the
//       allowlist (packages/i18n/untranslated-allowlist.json) says may stay as they are. Exits 1 on a missing or
//       extra key, and with --strict on an untranslated one too.
//
// Options: --locales <directory> and --allowlist <file> point at other copies (the tests use a temporary one).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_LANGUAGE = 'en';
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** How many keys per language and kind the text report shows without --all. */
const SHOWN_KEYS = 12;

const fail = (message) => {
  console.error(`i18n: ${message}`);
  process.exit(1);
};

function parseArguments(argv) {
  const options = {
    locales: join(root, 'packages/i18n/locales'),
    allowlist: join(root, 'packages/i18n/untranslated-allowlist.json'),
    all: false,
    json: false,
    strict: false,
  };
  const positional = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--locales' || argument === '--allowlist') {
      const value = argv[(index += 1)];
      if (!value) fail(`${argument} needs a path`);
      options[argument.slice(2)] = value;
    } else if (argument === '--all' || argument === '--json' || argument === '--strict') {
      options[argument.slice(2)] = true;
    } else if (argument.startsWith('--')) fail(`unknown option ${argument}`);
    else positional.push(argument);
  }
  return { command: positional[0], rest: positional.slice(1), options };
}

const isTree = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text of a tree by its dotted key, in file order. */
function flatten(tree, prefix = '') {
  const entries = new Map();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else if (isTree(value)) for (const entry of flatten(value, `${prefix}${key}.`)) entries.set(...entry);
  }
  return entries;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

function languagesIn(locales) {
  if (!existsSync(join(locales, SOURCE_LANGUAGE))) fail(`no ${SOURCE_LANGUAGE} directory in ${locales}`);
  return readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The namespaces: the files of the English directory (error.json, the server's messages, included). */
const namespacesIn = (locales) =>
  readdirSync(join(locales, SOURCE_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();

/** Why `key` cannot go into `tree` (it is there, or it or one of its groups is a text), or null. */
function conflictIn(tree, key) {
  let node = tree;
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (!isTree(node) || !(part in node)) return null;
    node = node[part];
    const path = parts.slice(0, index + 1).join('.');
    if (typeof node === 'string') return index === parts.length - 1 ? `${key} exists` : `${path} is a text`;
  }
  return `${key} is a group of keys`;
}

function setKey(tree, key, text) {
  const parts = key.split('.');
  const leaf = parts.pop();
  let node = tree;
  for (const part of parts) {
    if (!isTree(node[part])) node[part] = {};
    node = node[part];
  }
  node[leaf] = text;
}

function add([namespace, key, text, ...extra], { locales }) {
  if (!namespace || !key || text === undefined || extra.length > 0)
    fail('usage: add <namespace> <dotted.key> "English text"');
  const namespaces = namespacesIn(locales);
  if (!namespaces.includes(namespace))
    fail(`no namespace "${namespace}" (there are: ${namespaces.join(', ')})`);
  if (!KEY_PATTERN.test(key)) fail(`"${key}" is not a dotted key such as market.title`);
  if (text.trim() === '') fail('the English text is empty');
  // A key lives in one namespace only: it may not exist (or clash) in any English file.
  for (const other of namespaces) {
    const conflict = conflictIn(readJson(join(locales, SOURCE_LANGUAGE, `${other}.json`)), key);
    if (conflict) fail(`${conflict} in ${SOURCE_LANGUAGE}/${other}.json`);
  }
  const languages = languagesIn(locales);
  for (const language of languages) {
    const path = join(locales, language, `${namespace}.json`);
    const tree = existsSync(path) ? readJson(path) : {};
    const conflict = conflictIn(tree, key);
    if (conflict) fail(`${conflict} in ${language}/${namespace}.json`);
  }
  for (const language of languages) {
    const path = join(locales, language, `${namespace}.json`);
    const tree = existsSync(path) ? readJson(path) : {};
    setKey(tree, key, text);
    writeJson(path, tree);
  }
  console.log(
    `Added ${key} to ${namespace} in ${languages.length} languages; the ${languages.length - 1} besides ` +
      `${SOURCE_LANGUAGE} hold the English text until translated (npm run i18n -- report).`,
  );
}

/** Words a text may keep from English in `language`, lower-cased. */
function allowedWords(allowlistPath, language) {
  if (!existsSync(allowlistPath)) return new Set();
  const allowlist = readJson(allowlistPath);
  return new Set(
    [...(allowlist.everyLanguage ?? []), ...(allowlist.byLanguage?.[language] ?? [])].map((word) =>
      word.toLowerCase(),
    ),
  );
}

/** Whether a text identical to English may stay so: only placeholders, numbers, signs and allowed words. */
function mayStayEnglish(text, words) {
  const stripped = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  const tokens = stripped.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
  return tokens.every((token) => words.has(token.toLowerCase()));
}

function compare(locales, allowlistPath, language) {
  const words = allowedWords(allowlistPath, language);
  const result = { missing: [], extra: [], untranslated: [] };
  for (const namespace of namespacesIn(locales)) {
    const english = flatten(readJson(join(locales, SOURCE_LANGUAGE, `${namespace}.json`)));
    const path = join(locales, language, `${namespace}.json`);
    const translated = existsSync(path) ? flatten(readJson(path)) : new Map();
    for (const [key, text] of english) {
      if (!translated.has(key)) result.missing.push(`${namespace}:${key}`);
      else if (translated.get(key) === text && !mayStayEnglish(text, words))
        result.untranslated.push(`${namespace}:${key}`);
    }
    for (const key of translated.keys()) if (!english.has(key)) result.extra.push(`${namespace}:${key}`);
  }
  return result;
}

function report(requested, { locales, allowlist, all, json, strict }) {
  const languages = languagesIn(locales).filter((language) => language !== SOURCE_LANGUAGE);
  for (const language of requested)
    if (!languages.includes(language)) fail(`no language "${language}" in ${locales}`);
  const chosen = requested.length > 0 ? requested : languages;
  const results = Object.fromEntries(
    chosen.map((language) => [language, compare(locales, allowlist, language)]),
  );
  if (json) console.log(JSON.stringify({ languages: results }, null, 2));
  else printReport(results, all);
  const entries = Object.values(results);
  const isBroken = entries.some((result) => result.missing.length > 0 || result.extra.length > 0);
  const hasUntranslated = entries.some((result) => result.untranslated.length > 0);
  if (isBroken || (strict && hasUntranslated)) process.exitCode = 1;
}

function printReport(results, all) {
  console.log('language  missing  extra  untranslated');
  for (const [language, result] of Object.entries(results)) {
    const counts = [result.missing, result.extra, result.untranslated].map((keys) => String(keys.length));
    console.log(
      `${language.padEnd(8)}  ${counts[0].padStart(7)}  ${counts[1].padStart(5)}  ${counts[2].padStart(12)}`,
    );
  }
  for (const [language, result] of Object.entries(results)) {
    for (const kind of ['missing', 'extra', 'untranslated']) {
      const keys = result[kind];
      if (keys.length === 0) continue;
      const shown = all ? keys : keys.slice(0, SHOWN_KEYS);
      const more = keys.length > shown.length ? ` … and ${keys.length - shown.length} more (--all)` : '';
      console.log(`\n${language} ${kind} (${keys.length}):\n  ${shown.join('\n  ')}${more}`);
    }
  }
}

const { command, rest, options } = parseArguments(process.argv.slice(2));
if (command === 'add') add(rest, options);
else if (command === 'report') report(rest, options);
else {
  console.log(
    'usage: npm run i18n -- add <namespace> <dotted.key> "English text"\n' +
      '       npm run i18n -- report [language…] [--all] [--json] [--strict]',
  );
  if (command !== undefined && command !== 'help') process.exitCode = 1;
}
