import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

/** Props of LinkButton. */
export interface LinkButtonProps {
  /** A portal path ('/media/abc') or, with `external`, a full URL. */
  href: string;
  /** Opens in a new tab (meeting links, the course-management system). */
  external?: boolean;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ReactElement;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

const modified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link that looks like a button: portal paths go through the router, others open a new tab. */
export function LinkButton({ href, external = false, children, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  if (external) {
    return (
      <Button as="a" href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </Button>
    );
  }
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event)) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Button as="a" href={href} onClick={go} {...rest}>
      {children}
    </Button>
  );
}
