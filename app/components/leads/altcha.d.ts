import type { HTMLAttributes, Ref } from "react";

type AltchaWidgetProps = HTMLAttributes<HTMLElement> & {
  ref?: Ref<HTMLElement>;
  challenge?: string;
  name?: string;
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  suppressHydrationWarning?: boolean;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetProps;
    }
  }
}
