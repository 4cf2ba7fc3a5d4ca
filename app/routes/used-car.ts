// Placeholder until issue 16 builds it: answers 404 like any unknown address.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}
