/** Development-only notice standing in for a block that cannot be shown. */
export function BlockProblem({ type, message }: { type: string; message: string }) {
  return (
    <div
      role="note"
      data-block-problem={type}
      style={{ border: '2px dashed #b00020', color: '#b00020', background: '#fff', padding: '1rem', margin: '1rem 0', fontFamily: 'monospace' }}
    >
      Block “{type}”: {message}
    </div>
  );
}
