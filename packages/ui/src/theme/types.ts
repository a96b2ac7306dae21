/** Replaces every leaf of a token tree with `Leaf`, keeping its shape. */
export type MapLeafNodes<Tree, Leaf> = {
  [Key in keyof Tree]: Tree[Key] extends Record<string, unknown> ? MapLeafNodes<Tree[Key], Leaf> : Leaf;
};
