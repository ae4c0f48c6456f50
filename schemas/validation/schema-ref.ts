/** The `$schema` value a document at `relPath` (inside its site folder) must carry. */
export function expectedSchemaRef(relPath: string, kind: string): string {
  const depth = relPath.split('/').length + 1;
  return `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`;
}
