// Being built (issue 15): the site's 404 page until then.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
