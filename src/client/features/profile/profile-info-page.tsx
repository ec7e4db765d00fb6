import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { InitialsAvatar } from '../../components/initials-avatar';
import { DataList } from '../../components/styled-parts/data-list';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth';
import { NotificationSettingsCard } from './notification-settings';
import { ProfileInfoForm } from './profile-info-form';

export default function ProfileInfoPage() {
  const { user } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title="Thông tin cá nhân"
        description="Cập nhật họ tên, email, ngày sinh, địa chỉ, giới thiệu và ảnh đại diện."
      />
      <Card.Root>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'center' }}>
            <InitialsAvatar
              name={user.fullName}
              src={user.avatar}
              size="2xl"
              alt={`Ảnh đại diện của ${user.fullName}`}
            />
            <Stack gap="2" flex="1">
              <HStack gap="2" flexWrap="wrap">
                <Text fontSize="xl" fontWeight="semibold">
                  {user.fullName}
                </Text>
                <Badge colorPalette="emerald" size="md">
                  Hạng {user.rank}
                </Badge>
              </HStack>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>Tên đăng nhập</DataList.ItemLabel>
                  <DataList.ItemValue>{user.username}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Số điện thoại</DataList.ItemLabel>
                  <DataList.ItemValue>{user.phone}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Điểm trình độ</DataList.ItemLabel>
                  <DataList.ItemValue>{user.rating.toLocaleString('vi-VN')}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {/* Keyed by user so the form restarts from the saved values after a session change. */}
          <ProfileInfoForm key={user.id} user={user} />
        </Card.Body>
      </Card.Root>
      <NotificationSettingsCard />
    </Stack>
  );
}
