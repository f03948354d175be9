'use client';

import { useChat } from '@/components/chat/chat-launcher-context';
import { openDeviceSettings } from '@/components/devices/open-device-settings';

/** Quick actions that open a panel on this page rather than another page: Devices and Emma. */
export function QuickActionButton({ action, label, className }: { action: 'devices' | 'emma'; label: string; className: string }) {
  const chat = useChat();
  return (
    <button type="button" className={className} onClick={action === 'emma' ? chat.open : openDeviceSettings}>
      {label}
    </button>
  );
}
