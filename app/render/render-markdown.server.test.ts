import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

const render = (source: string) => renderMarkdown(source).sanitisedHtml;

describe("dealer Markdown on a page", () => {
  it("renders Markdown as elements", () => {
    const html = render("## Open roles\n\nWe are **hiring**.\n\n- one\n- two\n\n[Contact us](/contact)");
    expect(html).toContain("Open roles</h2>");
    expect(html).toContain("<strong>hiring</strong>");
    expect(html).toMatch(/<li>one<\/li>/);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact us<\/a>/);
  });

  it("never renders a script or raw HTML written in the Markdown", () => {
    const html = render(
      'Hello\n\n<script>alert("owned")</script>\n\n<img src=x onerror="alert(1)">\n\nInline <b onclick="x()">bold</b> text',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<b");
    expect(html).toContain("Hello");
    expect(html).toContain("bold");
  });

  it("drops javascript: links but keeps their text", () => {
    const html = render("[Click me](javascript:alert(1)) and [this](JAVASCRIPT:alert(2))");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("Click me");
  });

  it("makes an e-mail address in angle brackets a mailto link", () => {
    expect(render("Email <privacy@coastaltoyota.example.com.au> today")).toContain('href="mailto:privacy@coastaltoyota.example.com.au"');
  });

  it("opens another site's link without handing it the page", () => {
    expect(render("[OAIC](https://www.oaic.gov.au)")).toContain('href="https://www.oaic.gov.au" rel="noopener noreferrer"');
  });

  it("shows a '#' heading as a section heading, keeping the page's title the only h1", () => {
    const html = render("# Big title");
    expect(html).not.toContain("<h1");
    expect(html).toContain("Big title</h2>");
  });

  it("shows this site's images and leaves out another host's, which the page's CSP would block", () => {
    expect(render("![A ute](/img/car/ute/white/side?w=720)")).toContain('<img src="/img/car/ute/white/side?w=720" alt="A ute"');
    expect(render("![Tracker](https://evil.example/pixel.gif)")).not.toContain("<img");
    expect(render("![Tracker](//evil.example/pixel.gif)")).not.toContain("<img");
  });

  it("renders a text once: a second view of the same text gets the same HTML without rendering it again", () => {
    const source = "## Returns\n\nWithin **seven** days.";
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    expect(renderMarkdown(`${source} `)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
