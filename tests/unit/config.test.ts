import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

/** The environment a server reads, refused with a message naming what is wrong (issues 35 and 36). */
describe('the environment', () => {
  it('takes an identity provider with its client, https or on loopback, and refuses half of one', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.com/tenant/v2.0', OIDC_CLIENT_ID: 'goods-return', OIDC_CLIENT_SECRET: 's' }).oidc).toEqual({
      issuer: 'https://login.example.com/tenant/v2.0',
      clientId: 'goods-return',
      clientSecret: 's',
      displayName: 'your company account',
      userClaim: 'preferred_username',
    });
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'c', OIDC_USER_CLAIM: 'email' }).oidc).toMatchObject({
      clientSecret: undefined,
      userClaim: 'email',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'c' })).toThrow('OIDC_ISSUER must be https://');
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow('OIDC_ISSUER needs OIDC_CLIENT_ID');
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'c' })).toThrow('OIDC_CLIENT_ID is given without OIDC_ISSUER');
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'c', OIDC_USER_CLAIM: 'sub' })).toThrow('Invalid environment');
  });

  it('takes read replicas of a PostgreSQL primary only', () => {
    // On PostgreSQL the outside systems are named or their simulators asked for.
    const simulated = { ERP_SIMULATOR: 'on', FAREYE_SIMULATOR: 'on' };
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagSeconds: 10 });
    const primary = 'postgres://app@db1/goods_return';
    expect(
      loadConfig({
        ...simulated,
        DATABASE_URL: primary,
        READ_DATABASE_URL: 'postgres://r@db2/goods_return, postgresql://r@db3/goods_return',
        READ_MAX_LAG_SECONDS: '30',
      }).readReplicas,
    ).toEqual({
      urls: ['postgres://r@db2/goods_return', 'postgresql://r@db3/goods_return'],
      maxLagSeconds: 30,
    });
    expect(() => loadConfig({ READ_DATABASE_URL: 'postgres://r@db2/goods_return' })).toThrow(
      'READ_DATABASE_URL names replicas of DATABASE_URL, which is not set',
    );
    expect(() => loadConfig({ ...simulated, DATABASE_URL: primary, READ_DATABASE_URL: 'mysql://r@db2/x' })).toThrow('Invalid environment: READ_DATABASE_URL');
  });
});
