// ajv's code generator counts the names each block uses before it drops unused ones: every block
// builds a fresh count of its subtree from its children's, so a block nested d deep is copied d times
// (a tenth of emitValidators' time). This counts a block's subtree into one object instead; the
// counts, and so ajv's code, are the same (test/ajv-names.test.ts compares them with ajv's own).
import { CodeGen } from "ajv/dist/compile/codegen/index.js";
import { _CodeOrName } from "ajv/dist/compile/codegen/code.js";

type Names = Record<string, number>;
type Node = { nodes?: Node[]; names: Names; constructor: { name: string }; [k: string]: unknown };

/** The blocks whose names are their children's plus these parts (ajv's own getters say which). */
const PARTS: Record<string, (n: Node, into: Names) => void> = {
  Root: () => {}, BlockNode: () => {}, Else: () => {}, For: () => {}, Func: () => {}, Return: () => {}, Catch: () => {}, Finally: () => {},
  If: (n, into) => { addExpr(into, n.condition); if (n.else) addNode(into, n.else as Node); },
  ForLoop: (n, into) => add(into, (n.iteration as Node).names),
  ForRange: (n, into) => { addExpr(into, n.from); addExpr(into, n.to); },
  ForIter: (n, into) => add(into, (n.iterable as Node).names),
  Try: (n, into) => { if (n.catch) addNode(into, n.catch as Node); if (n.finally) addNode(into, n.finally as Node); },
};

function add(into: Names, from: Names): void {
  for (const n in from) into[n] = (into[n] || 0) + (from[n] || 0);
}

function addExpr(into: Names, e: unknown): void {
  if (e instanceof _CodeOrName) add(into, (e as unknown as Node).names);
}

function addNode(into: Names, n: Node): void {
  if (!n.nodes) return add(into, n.names);
  const parts = PARTS[n.constructor.name];
  if (!parts) throw new Error(`ajv-names: unknown ajv code block ${n.constructor.name}`);
  for (const c of n.nodes) addNode(into, c);
  parts(n, into);
}

/** Replaces ajv's `names` of a block (its children's; subclasses add their own parts to it). */
export function fastNames(): void {
  const root = (new CodeGen(undefined as never) as unknown as { _root: Node })._root;
  const parentNode = Object.getPrototypeOf(Object.getPrototypeOf(root)) as object;
  if (parentNode.constructor.name !== "ParentNode" || !Object.getOwnPropertyDescriptor(parentNode, "names")?.get) {
    throw new Error("ajv-names: ajv's code blocks are not as expected");
  }
  Object.defineProperty(parentNode, "names", {
    configurable: true,
    get(this: Node) {
      const into: Names = {};
      for (const c of this.nodes!) addNode(into, c);
      return into;
    },
  });
}
