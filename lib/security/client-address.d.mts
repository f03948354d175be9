import type { IncomingMessage } from 'node:http';

export declare const DEFAULT_CLIENT_ADDRESS_HEADER: string;
export declare function withoutIpv4Mapping(address: string): string;
export declare function peerAddress(socket: { remoteAddress?: string }): string;
export declare function stampClientAddress(req: IncomingMessage, header: string): void;
