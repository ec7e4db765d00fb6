import { rankLabel } from '../../../shared/ranks';
import { Code, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FoldedSection } from '../../components/folded-section';
import { List } from '../../components/styled-parts/list';
import { Gauge, ListChecks, Scale, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SpotOverride } from '../../../shared/schemas/config';
import { UNEVEN_ABOVE_PERCENT } from './playing-logic';

function Rule({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Stack
      as="article"
      gap="2"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
    >
      <Heading as="h3" size="md" display="flex" gap="2" alignItems="center">
        <Icon as={icon} color="emerald.fg" boxSize="5" flexShrink={0} aria-hidden />
        {title}
      </Heading>
      <Stack gap="2" color="fg.muted" lineHeight="tall">
        {children}
      </Stack>
    </Stack>
  );
}

/** The handicap rules in words, as src/app-api/services/race-to.ts applies them. */
export function HandicapRules({ spotOverrides }: { spotOverrides: readonly SpotOverride[] }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Rule icon={Gauge} title="Điểm trình độ nói lên điều gì">
          <Text>
            Mỗi hạng ứng với một điểm trình độ (xem bảng trên); điểm của mỗi cơ thủ còn thay đổi sau
            từng trận đã đấu. Điểm càng chênh, người mạnh hơn càng dễ thắng từng ván:
          </Text>
          <List.Root ps="5" gap="1">
            <List.Item>cùng điểm: mỗi người thắng khoảng một nửa số ván;</List.Item>
            <List.Item>
              chênh 100 điểm: người mạnh hơn thắng khoảng <strong>2 trong 3 ván</strong>;
            </List.Item>
            <List.Item>chênh 200 điểm: khoảng 4 trong 5 ván.</List.Item>
          </List.Root>
        </Rule>

        <Rule icon={Scale} title="Chấp ván: người yếu hơn chạm ít ván hơn">
          <Text>
            Người mạnh hơn phải chạm đủ số ván của trận (ví dụ chạm 7); người yếu hơn chỉ cần chạm
            ít ván hơn. Ứng dụng thử mọi số ván từ 1 đến số ván của người mạnh và chọn số giúp khả
            năng thắng trận của hai bên gần 50 – 50 nhất; nếu hai lựa chọn ngang nhau thì chọn cách
            chấp ít hơn.
          </Text>
          <Text>
            Số ván chấp là phần chênh giữa hai số ván chạm: chạm 7 gặp chạm 4 là chấp 3 ván. Hai
            người cùng hạng thì không chấp.
          </Text>
        </Rule>

        <Rule icon={ListChecks} title="Bảng chấp của ban tổ chức">
          <Text>
            Ban tổ chức có thể quy định sẵn số ván chấp cho từng cặp hạng. Khi đã có quy định, ứng
            dụng dùng đúng số ván đó thay cho cách tính ở trên; người yếu hơn vẫn phải chạm ít nhất
            1 ván.
          </Text>
          {spotOverrides.length === 0 ? (
            <Text>Hiện chưa có quy định riêng nào: mọi cặp hạng đều được tính như trên.</Text>
          ) : (
            <>
              <Text>Quy định hiện hành:</Text>
              <List.Root ps="5" gap="1" aria-label="Quy định chấp của ban tổ chức">
                {spotOverrides.map((o) => (
                  <List.Item key={`${o.stronger}-${o.weaker}`}>
                    {rankLabel(o.stronger)} chấp hạng {o.weaker}{' '}
                    <Text as="strong" color="fg">
                      {o.spot} ván
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Rule>

        <Rule icon={TriangleAlert} title="Khi nào ứng dụng cảnh báo">
          <Text>
            Khi trình độ chênh quá xa (ví dụ hạng A gặp hạng K trong một trận ngắn), kể cả với số
            ván chấp tốt nhất, một bên vẫn có trên {UNEVEN_ABOVE_PERCENT}% khả năng thắng trận. Khi
            đó ứng dụng hiện cảnh báo và kết quả chỉ mang tính tham khảo.
          </Text>
          <Text>Trận càng dài (chạm nhiều ván hơn) thì càng dễ chấp cho cân bằng.</Text>
        </Rule>
      </SimpleGrid>

      <FoldedSection summary="Công thức tính, cho ai muốn kiểm tra" fontSize="sm" color="fg.muted">
        <Stack gap="3" mt="3" lineHeight="tall">
          <Text>
            Khả năng cơ thủ A thắng một ván trước cơ thủ B, với R<sub>A</sub>, R<sub>B</sub> là điểm
            trình độ của hai người:
            <br />
            <Code size="sm">p = 1 / (1 + 2^(−(R_A − R_B) / 100))</Code>
          </Text>
          <Text>
            Khả năng A chạm a ván trước khi B chạm b ván: cộng, với mỗi k từ 0 đến b − 1, khả năng A
            thắng ván cuối cùng khi B đã có k ván:
            <br />
            <Code size="sm">P = Σ C(a − 1 + k, k) · p^a · (1 − p)^k</Code>
          </Text>
          <Text>
            Người mạnh hơn chạm N ván; người yếu hơn chạm M ván (1 ≤ M ≤ N) sao cho P gần 50% nhất.
            Số ván chấp là N − M. Trận bị cảnh báo khi P tốt nhất vẫn lệch quá{' '}
            {UNEVEN_ABOVE_PERCENT - 50} điểm phần trăm so với 50%.
          </Text>
        </Stack>
      </FoldedSection>
    </Stack>
  );
}
