import definition from '@ant-design/icons-svg/es/asn/SyncOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function SyncOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
