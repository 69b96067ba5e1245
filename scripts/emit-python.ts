// Pydantic v2 models from the schema model: one class per object, tagged unions as discriminated unions.
import type { Def, Field, Model, PackageMeta, TypeExpr } from "./lang-model.js";
import { dispatchTable, otherRoute, routeTag } from "./dispatch-table.js";

/** The route tag of a catch-all variant: any `type` string no other variant names. */
const OTHER_TAG = "*";

const BANNER = "# GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.";
const str = (s: string) => JSON.stringify(s);

const PRELUDE = `"""chat-contract types: pydantic v2 models generated from the chat-contract JSON Schemas.

Parse a Responses API input array with \`ItemsAdapter.validate_json(text)\`; dump with
\`model_dump(mode="json", exclude_unset=True)\` to get the wire form back.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable, ClassVar, Dict, List, Literal, Optional, Union, cast

from pydantic import AfterValidator, BaseModel, ConfigDict, Discriminator, Field, Tag, TypeAdapter, model_validator


class _Model(BaseModel):
    """Base of every model: strict types, and optional fields that the schema does not let be null."""

    model_config = ConfigDict(strict=True, validate_by_name=True, validate_by_alias=True, serialize_by_alias=True)
    __non_null__: ClassVar[frozenset[str]] = frozenset()
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = ()

    @model_validator(mode="before")
    @classmethod
    def _reject_null(cls, data: Any) -> Any:
        if isinstance(data, dict):
            fields = cast(Dict[str, Any], data)
            for key in cls.__non_null__:
                if key in fields and fields[key] is None:
                    raise ValueError(f"{key}: must not be null")
            for keys in cls.__exclusive__:
                if all(key in fields for key in keys):
                    raise ValueError(f"{' and '.join(keys)}: one field spelled two ways, give only one")
        return cast(Any, data)


def _none_of(*values: str) -> AfterValidator:
    """A string rule: the value is none of \`values\` (a catch-all variant's tag)."""

    def check(value: str) -> str:
        if value in values:
            raise ValueError(f"must not be one of {list(values)}")
        return value

    return AfterValidator(check)


def _tag_key(value: Any, key: str) -> Optional[str]:
    if isinstance(value, dict):
        fields = cast(Dict[str, Any], value)
        if key not in fields:
            return None
        found: Any = fields[key]
        return found if isinstance(found, str) else "\\0not a string"
    found = getattr(value, key, None)
    return found if isinstance(found, str) else None


def _select(table: Dict[Optional[str], Any], other: Optional[str] = None) -> Callable[[Any], Optional[str]]:
    def tag(value: Any) -> Optional[str]:
        key = _tag_key(value, "type")
        if other is not None and key not in table and key is not None and key != "\\0not a string":
            return other
        entry: Any = table.get(key)
        if isinstance(entry, dict):
            entry = cast(Dict[Optional[str], Optional[str]], entry).get(_tag_key(value, "role"))
        return cast(Optional[str], entry)

    return tag
`;

function pyDoc(doc: string | undefined, indent: string): string {
  if (!doc) return "";
  const body = doc.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"');
  return `${indent}"""${body}${body.endsWith('"') ? " " : ""}"""\n`;
}

function stringType(t: { minLength?: number; pattern?: string; noneOf?: string[] }): string {
  const rules = [];
  if (t.minLength !== undefined) rules.push(`min_length=${t.minLength}`);
  if (t.pattern !== undefined) rules.push(`pattern=${str(t.pattern)}`);
  const annotations = rules.length ? [`Field(${rules.join(", ")})`] : [];
  if (t.noneOf) annotations.push(`_none_of(${t.noneOf.map(str).join(", ")})`);
  return annotations.length ? `Annotated[str, ${annotations.join(", ")}]` : "str";
}

/** The Python annotation for a type. */
function py(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
      return stringType(t);
    case "integer":
      return "int";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    case "any":
      return "Any";
    case "null":
      return "None";
    case "enum":
      return `Literal[${t.values.map(str).join(", ")}]`;
    case "array":
      return `List[${py(t.items)}]`;
    case "map":
      return `Dict[str, ${py(t.values)}]`;
    case "nullable":
      return `Optional[${py(t.of)}]`;
    case "ref":
      return t.name;
    case "anyOf":
      return `Union[${t.options.map(py).join(", ")}]`;
    case "tagged":
      return `Annotated[Union[${t.variants.join(", ")}], Field(discriminator=${str(t.tag)})]`;
    case "dispatch":
      throw new Error("emit-python: dispatch unions are declared on their own");
  }
}

/** True when the type accepts `null` itself (so an optional field may be sent as null). */
function acceptsNull(t: TypeExpr, model: Model): boolean {
  if (t.kind === "nullable" || t.kind === "any" || t.kind === "null") return true;
  if (t.kind !== "ref") return false;
  const def = model.byName.get(t.name);
  return def?.kind === "alias" && acceptsNull(def.type, model);
}

/** Wire names that would shadow a pydantic BaseModel attribute: the field is named `<name>_`, its alias the wire name. */
const SHADOWING = new Set(["schema", "json", "dict", "copy", "construct", "validate", "fields", "schema_json", "parse_obj", "parse_raw", "parse_file", "from_orm", "update_forward_refs"]);

function field(f: Field, model: Model): string {
  const shadows = SHADOWING.has(f.wire);
  const name = shadows ? `${f.wire}_` : f.wire;
  const args = [...(shadows ? [`alias=${str(f.wire)}`] : []), ...(f.doc ? [`description=${str(f.doc)}`] : [])].join(", ");
  if (f.required) return `    ${name}: ${py(f.type)}${args ? ` = Field(${args})` : ""}\n`;
  const type = acceptsNull(f.type, model) ? py(f.type) : `Optional[${py(f.type)}]`;
  return `    ${name}: ${type} = Field(default=None${args ? `, ${args}` : ""})\n`;
}

function objectClass(def: Extract<Def, { kind: "object" }>, model: Model): string {
  for (const f of def.fields) if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(f.wire)) throw new Error(`emit-python: ${def.name}.${f.wire} is not a Python name`);
  const nonNull = def.fields.filter((f) => !f.required && !acceptsNull(f.type, model)).map((f) => str(f.wire));
  return [
    `class ${def.name}(_Model):\n`,
    pyDoc(def.doc, "    "),
    `\n    model_config = ConfigDict(extra=${def.open ? '"allow"' : '"forbid"'})\n`,
    nonNull.length ? `    __non_null__: ClassVar[frozenset[str]] = frozenset({${nonNull.join(", ")}})\n` : "",
    def.exclusive?.length ? `    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (${def.exclusive.map((keys) => `(${keys.map(str).join(", ")},)`).join(", ")},)\n` : "",
    "\n",
    ...def.fields.map((f) => field(f, model)),
  ].join("");
}

/** A union whose tag may be missing: a callable discriminator reading `type`, then `role`. */
function dispatchAlias(name: string, t: Extract<TypeExpr, { kind: "dispatch" }>): string {
  const table = dispatchTable(t.variants);
  const other = otherRoute(name, t.variants);
  const key = (v: string | undefined) => (v === undefined ? "None" : str(v));
  const entries = table.map((tr) => {
    if (!tr.byRole) return `${key(tr.type)}: ${str(routeTag(tr.routes[0]!))}`;
    return `${key(tr.type)}: {${tr.routes.map((r) => `${key(r.role)}: ${str(routeTag(r))}`).join(", ")}}`;
  });
  const choices = table.flatMap((tr) => tr.routes).map((r) => {
    const type = r.candidates.length === 1 ? r.candidates[0]! : `Union[${r.candidates.join(", ")}]`;
    return `        Annotated[${type}, Tag(${str(routeTag(r))})],\n`;
  });
  if (other) choices.push(`        Annotated[${other}, Tag(${str(OTHER_TAG)})],\n`);
  const types = table.filter((tr) => tr.type !== undefined).map((tr) => tr.type!);
  return [
    `_${name}_TAGS: Dict[Optional[str], Any] = {${entries.join(", ")}}\n`,
    `${name} = Annotated[\n    Union[\n${choices.join("")}    ],\n`,
    `    Discriminator(\n        _select(_${name}_TAGS${other ? `, ${str(OTHER_TAG)}` : ""}),\n        custom_error_type="invalid_tag",\n`,
    `        custom_error_message=${str(other ? `${name}: \`type\` must be a string` : `${name}: \`type\` must be one of ${types.join(", ")} (or absent on messages, with \`role\`)`)},\n    ),\n]\n`,
  ].join("");
}

function alias(def: Extract<Def, { kind: "alias" }>): string {
  const doc = def.doc ? `${def.doc.split("\n").map((l) => `# ${l}`).join("\n")}\n` : "";
  if (def.type.kind === "dispatch") return doc + dispatchAlias(def.name, def.type);
  return `${doc}${def.name} = ${py(def.type)}\n`;
}

function refsOf(t: TypeExpr): string[] {
  switch (t.kind) {
    case "ref":
      return [t.name];
    case "array":
      return refsOf(t.items);
    case "map":
      return refsOf(t.values);
    case "nullable":
      return refsOf(t.of);
    case "anyOf":
      return t.options.flatMap(refsOf);
    case "tagged":
      return t.variants;
    case "dispatch":
      return t.variants.map((v) => v.name);
    default:
      return [];
  }
}

/** Aliases are evaluated at import, so each comes after the aliases it names. */
function aliasOrder(model: Model): Extract<Def, { kind: "alias" }>[] {
  const out: Extract<Def, { kind: "alias" }>[] = [];
  const done = new Set<string>();
  const visit = (def: Def, trail: string[]) => {
    if (def.kind !== "alias" || done.has(def.name)) return;
    if (trail.includes(def.name)) throw new Error(`emit-python: aliases refer to each other: ${trail.join(" → ")}`);
    for (const r of refsOf(def.type)) visit(model.byName.get(r)!, [...trail, def.name]);
    done.add(def.name);
    out.push(def);
  };
  for (const def of model.defs) visit(def, []);
  return out;
}

/** package.json's version in PEP 440 spelling: `1.2.0`, `1.2.0-rc.1` → `1.2.0rc1`. */
export function pythonVersion(version: string): string {
  const m = /^(\d+\.\d+\.\d+)(?:-(alpha|beta|rc)\.(\d+))?$/.exec(version);
  if (!m) throw new Error(`emit-python: version ${version} has no PEP 440 spelling (use x.y.z or x.y.z-alpha|beta|rc.N)`);
  return m[2] ? `${m[1]}${{ alpha: "a", beta: "b", rc: "rc" }[m[2]]}${m[3]}` : m[1]!;
}

const toml = (values: string[]) => `[${values.map(str).join(", ")}]`;

function pyproject(meta: PackageMeta): string {
  return `${BANNER}

[build-system]
requires = ["flit_core>=3.12,<5"]
build-backend = "flit_core.buildapi"

[project]
name = "chat-contract"
version = ${str(pythonVersion(meta.version))}
description = ${str(meta.description)}
readme = "README.md"
license = ${str(meta.license)}
license-files = ["LICENSE"]
requires-python = ">=3.9"
dependencies = ["pydantic>=2.7,<3"]
keywords = ${toml(meta.keywords)}
classifiers = ["Programming Language :: Python :: 3", "Typing :: Typed"]

[project.urls]
Homepage = ${str(meta.homepage)}
Repository = ${str(meta.repository)}

[tool.flit.module]
name = "chat_contract"
`;
}

function readme(meta: PackageMeta): string {
  return `# chat-contract (Python)

Pydantic v2 models for the chat-contract JSON Schemas: the OpenAI Responses API input (\`Item\`), an
agent's chat history (\`ChatMessage\`) and Anthropic's Messages (\`ClaudeMessage\`), generated from the
schemas of the npm package \`chat-contract\` ${meta.version}. Parse with \`ItemsAdapter.validate_json(data)\`.

Usage and details: ${meta.homepage.replace(/#.*$/, "")}#python
`;
}

/** A Python expression of the type, for a consumer that type-checks; `trail` stops a cycle of required fields. */
function sample(t: TypeExpr, model: Model, trail: string[]): string {
  switch (t.kind) {
    case "string":
      return str("x".repeat(Math.max(1, t.minLength ?? 0)));
    case "integer":
      return "1";
    case "number":
      return "1.5";
    case "boolean":
      return "True";
    case "any":
    case "null":
    case "nullable":
      return "None";
    case "enum":
      return str(t.values[0]!);
    case "array":
      return "[]";
    case "map":
      return "{}";
    case "anyOf":
      return sample(t.options[0]!, model, trail);
    case "tagged":
      return sample({ kind: "ref", name: t.variants[0]! }, model, trail);
    case "dispatch":
      return sample({ kind: "ref", name: t.variants[0]!.name }, model, trail);
    case "ref": {
      if (trail.includes(t.name)) throw new Error(`emit-python: required fields form a cycle: ${[...trail, t.name].join(" → ")}`);
      const def = model.byName.get(t.name)!;
      if (def.kind === "alias") return sample(def.type, model, [...trail, t.name]);
      return construct(def, model, [...trail, t.name]);
    }
  }
}

function construct(def: Extract<Def, { kind: "object" }>, model: Model, trail: string[]): string {
  const args = def.fields.filter((f) => f.required).map((f) => `${f.wire}=${sample(f.type, model, trail)}`);
  return `${def.name}(${args.join(", ")})`;
}

/**
 * test/python/every_model.py: one value of every model, built with its required fields only, and one
 * of every alias. pyright and mypy check it in strict mode, so a model that cannot be constructed as
 * its annotations say fails the test.
 */
function consumer(model: Model): string {
  const names = model.defs.map((d) => d.name);
  const lines = model.defs.map((d) =>
    d.kind === "object" ? `${d.name.toLowerCase()}: ${d.name} = ${construct(d, model, [d.name])}` : `${d.name.toLowerCase()}_alias: ${d.name} = ${sample(d.type, model, [d.name])}`,
  );
  return [
    BANNER,
    '"""One value of every chat-contract model, for the type checkers (pyright and mypy, strict)."""\n',
    `from chat_contract import (\n${names.map((n) => `    ${n},\n`).join("")})\n`,
    ...lines,
    "",
  ].join("\n");
}

/**
 * Returns the Python package (generated/python/) and its type-checking consumer; `roots` are the
 * schemas' root types, each also given as an array where one is defined, and `bodies` the request
 * bodies and responses (an adapter each).
 */
export function emitPython(model: Model, sourceFiles: string[], roots: string[], meta: PackageMeta, license: string, bodies: string[] = []): Record<string, string> {
  const objects = model.defs.filter((d): d is Extract<Def, { kind: "object" }> => d.kind === "object");
  // Each root and its array form where the schema has one (ChatRequest has none), and the request bodies, once each.
  const defined = new Set(model.defs.map((d) => d.name));
  const adapters = [...new Set([...roots.flatMap((r) => [r, `${r}s`]).filter((a) => defined.has(a)), ...bodies])];
  const body = [
    `${BANNER}\n# Source: ${sourceFiles.map((f) => `schemas/${f}`).join(", ")}\n`,
    PRELUDE,
    `\n__version__ = ${str(pythonVersion(meta.version))}\n`,
    ...objects.map((d) => `\n\n${objectClass(d, model)}`),
    "\n\n",
    aliasOrder(model).map(alias).join("\n"),
    "\n\n",
    ...objects.map((d) => `${d.name}.model_rebuild()\n`),
    "\n",
    ...adapters.map((a) => `${a}Adapter: TypeAdapter[${a}] = TypeAdapter(${a})\n`),
    "\n__all__ = [\n",
    ...[...model.defs.map((d) => d.name), ...adapters.map((a) => `${a}Adapter`), "__version__"].sort().map((n) => `    ${str(n)},\n`),
    "]\n",
  ].join("");
  return {
    "generated/python/chat_contract/__init__.py": body,
    "generated/python/chat_contract/py.typed": "",
    "generated/python/pyproject.toml": pyproject(meta),
    "generated/python/README.md": readme(meta),
    "generated/python/LICENSE": license,
    "test/python/every_model.py": consumer(model),
  };
}
