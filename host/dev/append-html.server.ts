const encoder = new TextEncoder();

/**
 * The same response with `html` written after the streamed document. The HTML parser puts
 * content after `</html>` at the end of `<body>`, so the document streams exactly as before and
 * the addition arrives last (React's hydration skips unknown trailing nodes of `<body>`).
 */
export function appendHtml(response: Response, html: string): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const tail = encoder.encode(html);
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush(controller) {
        controller.enqueue(tail);
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
