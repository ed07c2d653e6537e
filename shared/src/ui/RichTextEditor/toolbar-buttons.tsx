import type { MouseEvent, ReactElement } from 'react';
import { ToolbarButton, ToolbarToggleButton, Tooltip } from '@fluentui/react-components';

// Buttons must not take focus from the editor on click, or the selection they act on is lost.
export const keepSelection = (event: MouseEvent) => event.preventDefault();

export interface ButtonProps {
  label: string;
  icon: ReactElement;
  disabled: boolean;
  onClick(): void;
}

export function ToggleButton({
  name,
  value,
  label,
  icon,
  disabled,
  onClick,
}: ButtonProps & { name: string; value: string }) {
  return (
    <Tooltip content={label} relationship="label">
      <ToolbarToggleButton
        name={name}
        value={value}
        icon={icon}
        disabled={disabled}
        onMouseDown={keepSelection}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function ActionButton({ label, icon, disabled, onClick }: ButtonProps) {
  return (
    <Tooltip content={label} relationship="label">
      <ToolbarButton icon={icon} disabled={disabled} onMouseDown={keepSelection} onClick={onClick} />
    </Tooltip>
  );
}
