import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated settings (server/config.ts) the app was built with. */
    config: AppConfig;
  }
}

/** Makes the settings available to every plugin and route as `fastify.config`. */
export default fp(async (app: FastifyInstance, config: AppConfig) => {
  app.decorate('config', config);
}, { name: 'config' });
