import type {
  TAppPlatform,
  TAppVersion,
  TAppVersionsResponse,
  TLatestAppVersionResponse,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { type AppVersionRow, AppVersionsRepository } from './app-versions.repository';
import type { DeployedBuild } from './deployed-build';

export interface VersionActor {
  userId: string;
  ip: string;
}

function toView(row: AppVersionRow): TAppVersion {
  return {
    id: row.id,
    platform: row.platform,
    number: row.number,
    releasedAt: row.releasedAt.toISOString(),
    minimumSupported: row.minimumSupported,
    createdAt: row.createdAt.toISOString(),
  };
}

/** App versions per platform (DECISIONS.md §11): the super admin lists and adds them, anyone reads the latest. */
export class AppVersionsService {
  private readonly repo: AppVersionsRepository;

  constructor(
    private readonly db: Db,
    private readonly deployed: DeployedBuild,
  ) {
    this.repo = new AppVersionsRepository(db);
  }

  async latest(platform: TAppPlatform): Promise<TLatestAppVersionResponse> {
    const row = await this.repo.latestReleased(platform, new Date());
    return {
      platform,
      latest: row
        ? {
            number: row.number,
            releasedAt: row.releasedAt.toISOString(),
            minimumSupported: row.minimumSupported,
          }
        : null,
      build: platform === 'web' ? await this.deployed.buildId() : null,
    };
  }

  async list(query: Parameters<AppVersionsRepository['list']>[0]): Promise<TAppVersionsResponse> {
    const { rows, total } = await this.repo.list(query);
    return { items: rows.map(toView), total, page: query.page, pageSize: query.pageSize };
  }

  async create(
    actor: VersionActor,
    body: { platform: TAppPlatform; number: string; releasedAt: string; minimumSupported: string },
  ): Promise<TAppVersion> {
    return this.db.transaction(async (tx) => {
      const row = await new AppVersionsRepository(tx).insert({
        platform: body.platform,
        number: body.number,
        releasedAt: new Date(body.releasedAt),
        minimumSupported: body.minimumSupported,
        createdBy: actor.userId,
      });
      if (!row) {
        throw new AppError('conflict', {
          messageKey: 'versionTaken',
          fields: [{ path: 'body.number', key: 'versionTaken' }],
        });
      }
      await recordLog(tx, {
        action: 'create_app_version',
        userId: actor.userId,
        ip: actor.ip,
        workspaceId: null,
        data: { appVersionId: row.id, platform: row.platform, number: row.number },
        description: `${row.platform} ${row.number}`,
      });
      return toView(row);
    });
  }

  async delete(actor: VersionActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await new AppVersionsRepository(tx).delete(id);
      if (!row) throw notFound();
      await recordLog(tx, {
        action: 'delete_app_version',
        userId: actor.userId,
        ip: actor.ip,
        workspaceId: null,
        data: { appVersionId: row.id, platform: row.platform, number: row.number },
        description: `${row.platform} ${row.number}`,
      });
    });
  }
}
