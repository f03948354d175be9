import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

type AnyProps = Record<string, unknown>;

const isAsyncComponent = (type: unknown): type is (props: AnyProps) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction';

function withKeys(nodes: ReactNode[]): ReactNode[] {
  return (nodes.flat(Infinity) as ReactNode[]).map((child, index) =>
    isValidElement(child) ? <Fragment key={child.key ?? `resolved-${index}`}>{child}</Fragment> : child,
  );
}

/**
 * Testing Library renders with the client React, which cannot run async server components. This
 * calls them (and the ones they return, in any prop) until only client-renderable elements remain.
 */
export async function resolveServer(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveServer));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (isAsyncComponent(element.type)) return resolveServer(await element.type(element.props));
  const props: AnyProps = {};
  let changed = false;
  for (const [key, value] of Object.entries(element.props)) {
    if (isValidElement(value) || Array.isArray(value)) {
      const resolved = await resolveServer(value as ReactNode);
      // JSX's static children carry no keys; a rebuilt array needs them (Children.toArray adds them).
      props[key] = Array.isArray(resolved) ? withKeys(resolved) : resolved;
      changed = true;
    }
  }
  return changed ? cloneElement(element, props) : element;
}
