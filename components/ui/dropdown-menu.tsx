'use client';

import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

// Keyboard use (Enter, Space and the arrows open it; arrows, Home, End and typeahead move; Escape
// closes and returns focus to the trigger) and the menu roles come from Radix.
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 6, collisionPadding = 8, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        // Never wider than a 320 px screen allows: long e-mail addresses wrap instead.
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 grid max-w-[calc(100vw-1rem)] min-w-56 gap-1 rounded-md border border-border bg-background p-1 text-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        // 44 px high for touch; the highlighted item (keyboard or pointer) gets a visible outline, not only a tint.
        'flex min-h-11 cursor-pointer items-center rounded-sm px-3 py-2 text-base outline-none select-none',
        'data-[highlighted]:bg-muted data-[highlighted]:outline-3 data-[highlighted]:outline-solid data-[highlighted]:-outline-offset-3 data-[highlighted]:outline-ring',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-3 py-2 text-sm text-muted-foreground', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
