/**
 * A form generated from a game's options JSON Schema (what zod's toJSONSchema produces): enums and
 * unions of constants become choices, booleans checkboxes, bounded integers steppers or choices,
 * nested objects fieldsets, arrays of constants multiple choice. Anything else gets a JSON field.
 */
import { useId, useState } from 'react';

export type Schema = {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, Schema>;
  definitions?: Record<string, Schema>;
  readOnly?: boolean;
};

type Values = Record<string, unknown>;

function resolve(node: Schema | undefined, root: Schema): Schema {
  let n = node ?? {};
  for (let i = 0; i < 8 && n.$ref; i++) {
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(n.$ref);
    const target = m ? (root[m[1] as '$defs' | 'definitions'] ?? {})[decodeURIComponent(m[2])] : undefined;
    if (!target) break;
    const { $ref: _r, ...rest } = n;
    n = { ...target, ...rest };
  }
  return n;
}

/** "twoPlayer" -> "Two player", "allow_bots" -> "Allow bots". */
export function humanize(key: string): string {
  const s = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

interface Choice {
  value: unknown;
  label: string;
}

/** The constant choices a node allows (enum, or a union of consts), plus whether null is one of them. */
function choicesOf(node: Schema, root: Schema): Choice[] | null {
  if (Array.isArray(node.enum)) return node.enum.map((v) => ({ value: v, label: v === null ? 'None' : humanize(String(v)) }));
  if (node.const !== undefined) return [{ value: node.const, label: node.title ?? humanize(String(node.const)) }];
  const alts = node.anyOf ?? node.oneOf;
  if (alts) {
    const out: Choice[] = [];
    for (const a0 of alts) {
      const a = resolve(a0, root);
      if (a.type === 'null') out.push({ value: null, label: 'None' });
      else {
        const inner = choicesOf(a, root);
        if (!inner) return null;
        out.push(...inner.map((c) => (a.title && inner.length === 1 ? { ...c, label: a.title } : c)));
      }
    }
    return out;
  }
  return null;
}

function typeOf(node: Schema): string | undefined {
  return Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
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

export interface FormHints {
  hidden?(key: string, options: Values): boolean;
  labels?: Record<string, string>;
  choiceLabels?: Record<string, Record<string, string>>;
  hints?: Record<string, string>;
}

export function OptionsForm({ schema, value, onChange, hints }: { schema: unknown; value: Values; onChange: (v: Values) => void; hints?: FormHints }) {
  const root = (schema ?? {}) as Schema;
  const top = resolve(root, root);
  if (!top.properties || Object.keys(top.properties).length === 0) {
    return <p className="muted small">This game has no room options.</p>;
  }
  return <ObjectFields node={top} root={root} value={value} onChange={onChange} path="options" hints={hints} />;
}

function ObjectFields({ node, root, value, onChange, path, hints }: { node: Schema; root: Schema; value: Values; onChange: (v: Values) => void; path: string; hints?: FormHints }) {
  const required = new Set(node.required ?? []);
  return (
    <div className="form-grid">
      {Object.entries(node.properties ?? {}).map(([key, child]) => {
        const n0 = resolve(child, root);
        if (n0.readOnly || hints?.hidden?.(key, value)) return null;
        const n: Schema = { ...n0, title: hints?.labels?.[key] ?? n0.title, description: hints?.hints?.[key] ?? n0.description };
        const cl = hints?.choiceLabels?.[key];
        return (
          <Field
            key={key}
            name={key}
            path={`${path}.${key}`}
            node={n}
            root={root}
            choiceLabels={cl}
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

function Field({
  name,
  path,
  node,
  root,
  value,
  onChange,
  required,
  choiceLabels,
}: {
  name: string;
  path: string;
  node: Schema;
  root: Schema;
  value: unknown;
  onChange: (v: unknown) => void;
  required: boolean;
  choiceLabels?: Record<string, string>;
}) {
  const id = useId();
  const label = node.title ?? humanize(name);
  const hint = node.description;
  const type = typeOf(node);
  const choices0 = choicesOf(node, root);
  const choices = choices0 && choiceLabels ? choices0.map((c) => ({ ...c, label: choiceLabels[String(c.value)] ?? c.label })) : choices0;

  // A nullable non-constant (anyOf [X, null]): edit X; an empty value means null.
  const alts = node.anyOf ?? node.oneOf;
  if (!choices && alts) {
    const nonNull = alts.map((a) => resolve(a, root)).filter((a) => a.type !== 'null');
    if (nonNull.length === 1) {
      return <Field name={name} path={path} node={{ ...nonNull[0], title: node.title ?? nonNull[0].title, description: hint ?? nonNull[0].description, default: node.default }} root={root} value={value} onChange={onChange} required={required} />;
    }
  }

  if (choices) {
    const idx = choices.findIndex((c) => Object.is(c.value, value) || JSON.stringify(c.value) === JSON.stringify(value));
    const optional = !required && node.default === undefined && !choices.some((c) => c.value === null);
    if (choices.length <= 4 && !optional) {
      return <Segmented id={id} label={label} hint={hint} path={path} options={choices.map((c, i) => ({ label: c.label, checked: i === idx, pick: () => onChange(c.value) }))} />;
    }
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} data-option={path} value={idx < 0 ? '' : String(idx)} onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)].value)}>
          {(idx < 0 || optional) && <option value="">{optional ? '(default)' : 'Choose…'}</option>}
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
      return <Segmented id={id} label={label} hint={hint} path={path} options={opts.map((n) => ({ label: String(n), checked: value === n, pick: () => onChange(n) }))} />;
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
        <ObjectFields node={node} root={root} value={v} onChange={onChange} path={path} />
      </fieldset>
    );
  }

  if (type === 'array' && node.items) {
    const item = resolve(node.items, root);
    const itemChoices = choicesOf(item, root);
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
        {min !== undefined && max !== undefined ? `${min}–${max}` : min !== undefined ? `at least ${min}` : max !== undefined ? `at most ${max}` : ''}
      </span>
    </div>
  );
}

function JsonField({ id, label, hint, path, value, onChange }: { id: string; label: string; hint?: string; path: string; value: unknown; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value));
  const [bad, setBad] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label} (JSON)</label>
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
function Segmented({ id, label, hint, path, options }: { id: string; label: string; hint?: string; path: string; options: Array<{ label: string; checked: boolean; pick: () => void }> }) {
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
