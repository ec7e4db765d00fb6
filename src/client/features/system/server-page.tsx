import { Badge, Card, Stack } from '@chakra-ui/react';
import { DataList } from '../../components/styled-parts/data-list';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { allows, type AccessOf } from '../../../shared/permissions';
import { useAuth } from '../../lib/auth';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days} ngày`, hours && `${hours} giờ`, `${minutes} phút`];
  return parts.filter(Boolean).join(' ') + ` (${seconds} giây)`;
}

const DATABASE_NAMES = { pglite: 'PGlite (nhúng)', postgres: 'PostgreSQL' } as const;

// The permission table's rule, held to it by its type: reading the table itself (accessOf) would
// bring all of it, every procedure's rule, into the first load of every page.
const RUNTIME_ACCESS: AccessOf<'system.runtime'> = 'payment.manage';

export default function ServerPage() {
  const info = trpc.system.info.useQuery(undefined, { staleTime: 0 });
  // Asked only by whom the permission table lets see it: anyone else would get a 403.
  const { user } = useAuth();
  const runtime = trpc.system.runtime.useQuery(undefined, {
    enabled: allows(RUNTIME_ACCESS, user ?? null),
  }).data;
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader
        title="Thông tin máy chủ"
        description="Phiên bản, bản dựng và tình trạng các thành phần của máy chủ."
      />
      {info.isPending ? (
        <PageLoading />
      ) : info.isError ? (
        <PageError
          message={callErrorInfo(info.error).message}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="lg">
              <DataList.Item>
                <DataList.ItemLabel>Mã bản dựng</DataList.ItemLabel>
                <DataList.ItemValue fontFamily="mono">{info.data.buildId}</DataList.ItemValue>
              </DataList.Item>
              {runtime && (
                <DataList.Item>
                  <DataList.ItemLabel>Phiên bản</DataList.ItemLabel>
                  <DataList.ItemValue>{runtime.version}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Máy chủ dữ liệu</DataList.ItemLabel>
                <DataList.ItemValue gap="2" flexWrap="wrap">
                  {info.data.upstream.mode === 'embedded' ? 'Nhúng' : 'Từ xa'}
                  <Badge colorPalette={info.data.upstream.reachable ? 'green' : 'red'}>
                    {info.data.upstream.reachable ? 'Hoạt động' : 'Không kết nối được'}
                  </Badge>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Độ trễ máy chủ dữ liệu</DataList.ItemLabel>
                <DataList.ItemValue>
                  {info.data.upstream.latencyMs === null
                    ? '—'
                    : `${info.data.upstream.latencyMs.toLocaleString('vi-VN')} ms`}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Cơ sở dữ liệu</DataList.ItemLabel>
                <DataList.ItemValue>
                  {info.data.database.kind
                    ? DATABASE_NAMES[info.data.database.kind]
                    : 'Do máy chủ dữ liệu từ xa quản lý'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Thời gian hoạt động</DataList.ItemLabel>
                <DataList.ItemValue>{formatUptime(info.data.uptimeSeconds)}</DataList.ItemValue>
              </DataList.Item>
              {runtime && (
                <DataList.Item>
                  <DataList.ItemLabel>Node.js</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono">{runtime.nodeVersion}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
