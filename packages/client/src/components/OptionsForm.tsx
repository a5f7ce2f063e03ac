/**
 * A form generated from a game's options JSON Schema (what zod's toJSONSchema produces): enums and
 * unions of constants become choices, booleans checkboxes, bounded integers steppers or choices,
 * nested objects fieldsets, arrays of constants multiple choice. Anything else gets a JSON field.
 * Labels, hints and choices are worded by `words` (the game's catalogue, the schema's English as the
 * fallback); the form's own words come from the site's catalogue.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesOf, resolve, typeOf, humanize, type Schema } from './schema';

type Values = Record<string, unknown>;

/** How a game's options are worded, by their path in the options object. */
export interface OptionWords {
  label(path: readonly string[], fallback: string): string;
  hint(path: readonly string[], fallback: string | undefined): string | undefined;
  choice(path: readonly string[], value: unknown, fallback: string): string;
}

/** The schema's own English (a game without a catalogue). */
const SCHEMA_WORDS: OptionWords = { label: (_p, f) => f, hint: (_p, f) => f, choice: (_p, _v, f) => f };

interface Choice {
  value: unknown;
  label: string;
}

/** Initial values: every default, recursing into objects without one. */
export function defaultsOf(schema: unknown): Values {
  const root = (schema ?? {}) as Schema;
  const walk = (node: Schema): unknown => {
    const n = resolve(node, root);
    if (n.default !== undefined) return structuredClone(n.default);
    if (typeOf(n) === 'object' && n.properties) {
      const out: Values = {};
      for (const [k, v] of Object.entries(n.properties)) {
        // Options only a campaign sets (readOnly) get no value from the form: the server refuses them.
        if (resolve(v, root).readOnly) continue;
        const d = walk(v);
        if (d !== undefined) out[k] = d;
      }
      return out;
    }
    return undefined;
  };
  const v = walk(root);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {};
}

export function hasFields(schema: unknown): boolean {
  const root = (schema ?? {}) as Schema;
  const r = resolve(root, root);
  return !!r.properties && Object.keys(r.properties).length > 0;
}

interface FormHints {
  /** Hide a top-level option (irrelevant in this configuration, or set by the platform). */
  hidden?(key: string, options: Values): boolean;
}

export function OptionsForm({
  schema,
  value,
  onChange,
  hints,
  words = SCHEMA_WORDS,
}: {
  schema: unknown;
  value: Values;
  onChange: (v: Values) => void;
  hints?: FormHints;
  words?: OptionWords;
}) {
  const { t } = useTranslation();
  const root = (schema ?? {}) as Schema;
  const top = resolve(root, root);
  if (!top.properties || Object.keys(top.properties).length === 0) {
    return <p className="muted small">{t('options.none')}</p>;
  }
  return <ObjectFields node={top} root={root} value={value} onChange={onChange} path={[]} hints={hints} words={words} />;
}

function ObjectFields({
  node,
  root,
  value,
  onChange,
  path,
  hints,
  words,
}: {
  node: Schema;
  root: Schema;
  value: Values;
  onChange: (v: Values) => void;
  path: string[];
  hints?: FormHints;
  words: OptionWords;
}) {
  const required = new Set(node.required ?? []);
  return (
    <div className="form-grid">
      {Object.entries(node.properties ?? {}).map(([key, child]) => {
        const n0 = resolve(child, root);
        if (n0.readOnly || (path.length === 0 && hints?.hidden?.(key, value))) return null;
        const at = [...path, key];
        const n: Schema = { ...n0, title: words.label(at, n0.title ?? humanize(key)), description: words.hint(at, n0.description) };
        return (
          <Field
            key={key}
            at={at}
            node={n}
            root={root}
            words={words}
            required={required.has(key)}
            value={value[key]}
            onChange={(v) => {
              const next = { ...value };
              if (v === undefined) delete next[key];
              else next[key] = v;
              onChange(next);
            }}
          />
        );
      })}
    </div>
  );
}

/** The choices of a node as the form shows them: the game's words, "none" for null. */
function wordedChoices(node: Schema, root: Schema, at: readonly string[], words: OptionWords, none: string): Choice[] | null {
  const cs = choicesOf(node, root);
  return cs ? cs.map((c) => ({ value: c.value, label: c.fallback === null ? none : words.choice(at, c.value, c.fallback) })) : null;
}

function Field({
  at,
  node,
  root,
  value,
  onChange,
  required,
  words,
}: {
  at: string[];
  node: Schema;
  root: Schema;
  value: unknown;
  onChange: (v: unknown) => void;
  required: boolean;
  words: OptionWords;
}) {
  const { t } = useTranslation();
  const id = useId();
  const path = ['options', ...at].join('.');
  const label = node.title ?? humanize(at[at.length - 1]);
  const hint = node.description;
  const type = typeOf(node);
  const choices = wordedChoices(node, root, at, words, t('options.noneChoice'));

  // A nullable non-constant (anyOf [X, null]): edit X; an empty value means null.
  const alts = node.anyOf ?? node.oneOf;
  if (!choices && alts) {
    const nonNull = alts.map((a) => resolve(a, root)).filter((a) => a.type !== 'null');
    if (nonNull.length === 1) {
      return (
        <Field
          at={at}
          node={{ ...nonNull[0], title: label, description: hint, default: node.default }}
          root={root}
          value={value}
          onChange={onChange}
          required={required}
          words={words}
        />
      );
    }
  }

  if (choices) {
    const idx = choices.findIndex((c) => Object.is(c.value, value) || JSON.stringify(c.value) === JSON.stringify(value));
    const optional = !required && node.default === undefined && !choices.some((c) => c.value === null);
    if (choices.length <= 4 && !optional) {
      return (
        <Segmented
          id={id}
          label={label}
          hint={hint}
          path={path}
          options={choices.map((c, i) => ({ label: c.label, checked: i === idx, pick: () => onChange(c.value) }))}
        />
      );
    }
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          data-option={path}
          value={idx < 0 ? '' : String(idx)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)].value)}
        >
          {(idx < 0 || optional) && <option value="">{optional ? t('options.default') : t('options.choose')}</option>}
          {choices.map((c, i) => (
            <option key={i} value={String(i)}>
              {c.label}
            </option>
          ))}
        </select>
        {hint && <span className="hint">{hint}</span>}
      </div>
    );
  }

  if (type === 'boolean') {
    return (
      <div className="field">
        <label className="check">
          <input type="checkbox" data-option={path} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <span>{label}</span>
        </label>
        {hint && <span className="hint">{hint}</span>}
      </div>
    );
  }

  if (type === 'integer' || type === 'number') {
    const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (type === 'integer' ? 1 : 0) : undefined);
    const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - (type === 'integer' ? 1 : 0) : undefined);
    const optionalInt = !required && node.default === undefined;
    if (type === 'integer' && min !== undefined && max !== undefined && max - min <= 5 && max >= min && !optionalInt) {
      const opts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      return (
        <Segmented
          id={id}
          label={label}
          hint={hint}
          path={path}
          options={opts.map((n) => ({ label: words.choice(at, n, String(n)), checked: value === n, pick: () => onChange(n) }))}
        />
      );
    }
    return <NumberField id={id} label={label} hint={hint} path={path} integer={type === 'integer'} min={min} max={max} value={value} onChange={onChange} />;
  }

  if (type === 'string') {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          data-option={path}
          value={typeof value === 'string' ? value : ''}
          maxLength={node.maxLength}
          onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
        />
        {hint && <span className="hint">{hint}</span>}
      </div>
    );
  }

  if (type === 'object' && node.properties) {
    const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
    return (
      <fieldset style={{ gridColumn: '1 / -1' }}>
        <legend>{label}</legend>
        {hint && <p className="hint small muted">{hint}</p>}
        <ObjectFields node={node} root={root} value={v} onChange={onChange} path={at} words={words} />
      </fieldset>
    );
  }

  if (type === 'array' && node.items) {
    const item = resolve(node.items, root);
    const itemChoices = wordedChoices(item, root, at, words, t('options.noneChoice'));
    if (itemChoices) {
      const arr = Array.isArray(value) ? value : [];
      const has = (c: unknown) => arr.some((x) => JSON.stringify(x) === JSON.stringify(c));
      return (
        <fieldset>
          <legend>{label}</legend>
          {itemChoices.map((c, i) => (
            <label className="check" key={i}>
              <input
                type="checkbox"
                checked={has(c.value)}
                onChange={(e) => {
                  const rest = arr.filter((x) => JSON.stringify(x) !== JSON.stringify(c.value));
                  const next = e.target.checked ? [...rest, c.value] : rest;
                  // keep the schema's order
                  onChange(itemChoices.map((x) => x.value).filter((x) => next.some((y) => JSON.stringify(y) === JSON.stringify(x))));
                }}
              />
              <span>{c.label}</span>
            </label>
          ))}
          {hint && <span className="hint">{hint}</span>}
        </fieldset>
      );
    }
  }

  return <JsonField id={id} label={label} hint={hint} path={path} value={value} onChange={onChange} />;
}

function NumberField({
  id,
  label,
  hint,
  path,
  integer,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  path: string;
  integer: boolean;
  min?: number;
  max?: number;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const n = Number(text);
  const bad = text !== '' && (Number.isNaN(n) || (integer && !Number.isInteger(n)) || (min !== undefined && n < min) || (max !== undefined && n > max));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        data-option={path}
        min={min}
        max={max}
        step={integer ? 1 : 'any'}
        value={text}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const v = e.target.value === '' ? undefined : Number(e.target.value);
          onChange(v === undefined || Number.isNaN(v) ? undefined : v);
        }}
      />
      <span className="hint">
        {hint ? `${hint} ` : ''}
        {min !== undefined && max !== undefined
          ? t('options.range', { min, max })
          : min !== undefined
            ? t('options.atLeast', { min })
            : max !== undefined
              ? t('options.atMost', { max })
              : ''}
      </span>
    </div>
  );
}

function JsonField({
  id,
  label,
  hint,
  path,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  path: string;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value));
  const [bad, setBad] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{t('options.json', { label })}</label>
      <input
        id={id}
        type="text"
        data-option={path}
        value={text}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') {
            setBad(false);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}

/** A small set of choices as one row of radio buttons. */
function Segmented({
  id,
  label,
  hint,
  path,
  options,
}: {
  id: string;
  label: string;
  hint?: string;
  path: string;
  options: Array<{ label: string; checked: boolean; pick: () => void }>;
}) {
  return (
    <div className="field" role="group" aria-labelledby={id}>
      <span className="label" id={id}>
        {label}
      </span>
      <div className="segmented" data-option={path}>
        {options.map((o, i) => (
          <label key={i}>
            <input type="radio" name={id} checked={o.checked} onChange={o.pick} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}
